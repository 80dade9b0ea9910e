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
      }
      diagnosis {
        id
        name
        slug
        active
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
