import { parse } from 'graphql';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { typeDefs } from './schema';
import { selectsOnlyCanonicalLeaves } from './canonical-leaves';

const schema = makeExecutableSchema({ typeDefs });
const only = (query: string) => selectsOnlyCanonicalLeaves(schema, parse(query));

describe('selectsOnlyCanonicalLeaves', () => {
  it('accepts a search asking for the listed leaves, with __typename and through fragments', () => {
    expect(
      only(`query S($input: ProviderSearchInput!) {
        searchProviders(input: $input) {
          __typename count access { prompt __typename }
          hits { ...Item }
          unavailable { reason nearest { id distanceKm } related { id name slug } }
        }
      }
      fragment Item on Provider { id name location { lat lng } priceRange { lowestCents byYear { year sourceLabel } } }`),
    ).toBe(true);
  });

  it('refuses a leaf that is not listed, in the operation or in a fragment', () => {
    expect(only(`query { me { id email } }`)).toBe(false);
    expect(
      only(`query S($input: ProviderSearchInput!) { searchProviders(input: $input) { hits { ...F } } }
        fragment F on Provider { id website }`),
    ).toBe(false);
    expect(
      only(`query S($input: ProviderSearchInput!) {
        searchProviders(input: $input) { hits { priceRange { source { name datasetId } } } }
      }`),
    ).toBe(false);
  });

  it('refuses a field the schema does not have (it is not compiled that way)', () => {
    expect(only(`query { searchProviders { nothingLikeThis } }`)).toBe(false);
  });
});
