/** The price map's queries: the session's saved place and condition, and the search itself. */
import { graphql } from '../../__generated__';

export const MapSession = graphql(`
  query MapSession {
    geoSession {
      city
      state
      lat
      lng
      address
      diagnosis {
        id
        text
      }
      searchCount
    }
  }
`);

export const MapSearch = graphql(`
  query MapSearch($input: ProviderSearchInput!) {
    searchProviders(input: $input) {
      count
      widened
      searchCount
      unavailable {
        message
        reason
        coveredConditions
        nearest {
          id
          name
          city
          state
          distanceKm
        }
        related {
          id
          name
          slug
        }
      }
      diagnosis {
        id
        name
        slug
        active
        noFiguresReason
      }
      access {
        listPrices
        detailPrices
        prompt
      }
      hits {
        ...MapProviderItem
      }
    }
  }
`);
