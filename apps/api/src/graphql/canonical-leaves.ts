/**
 * Leaf fields whose values the services already give in their GraphQL form, so that an operation
 * selecting only these may skip graphql-jit's leaf serialization (`disableLeafSerialization`).
 *
 * Why: graphql-jit 0.8.9 serializes every leaf through a runtime call that is handed, on every call, a
 * new array of source locations and a new array holding the response path (both only read when there
 * is an error), and collects the list indexes into another array. For the map search, about 25 leaves
 * per hospital, that was 70 KB of the ~330 KB a search allocated and about 35 µs of its time
 * (bench:search-cpu with a heap sampling profile; tools comparing both compilations, 2026-11-27).
 *
 * What serialization would have done, and why it is not needed for these fields: Int and Float leave
 * numbers as they are (the views hold numbers: cents are integers made by `cents()` and `Number()`),
 * String and ID leave strings as they are (the views hold strings: a provider's id is its CCN), Boolean
 * leaves booleans, and an enum's value is its name (the resolvers give the names: PROMPTS, the
 * unavailable reason). Serialization would convert other values (a number for an ID, a numeric string
 * for an Int) or refuse them; for the fields below there are none, which the integration test
 * `canonical-leaves.integration-spec.ts` checks by running the map's own query over real search answers
 * both ways and comparing them. An operation asking for any other leaf is compiled with serialization
 * as before: entity fields (an id column that is a number under an `ID` field, say) keep their
 * conversion.
 */
import {
  BREAK,
  getNamedType,
  isLeafType,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';

export const CANONICAL_LEAVES: Readonly<Record<string, readonly string[]>> = {
  // The search answer (pricing.service: SearchAnswer, resolvers/pricing.ts).
  ProviderSearchResult: ['count', 'widened', 'searchCount'],
  PricesUnavailable: ['message', 'reason', 'coveredConditions'],
  AccessInfo: ['listPrices', 'detailPrices', 'prompt'],
  // The catalogue's conditions (integer id, text, a boolean column; the reason is a sentence or null).
  Diagnosis: ['id', 'name', 'slug', 'active', 'noFiguresReason'],
  // ProviderView and its ranges (@fp/pricing types.ts).
  Provider: ['id', 'ccn', 'name', 'address', 'city', 'state', 'zip', 'phone', 'distanceKm'],
  GeoPoint: ['lat', 'lng'],
  PriceRange: ['lowestCents', 'highestCents', 'averageCents', 'amount', 'singleValue'],
  PriceSource: ['name', 'year', 'isDemo'],
  CurrentDollarRange: ['lowestCents', 'highestCents', 'averageCents', 'label', 'cpiYear', 'fromYears'],
  PriceYearRange: ['year', 'lowestCents', 'highestCents', 'averageCents', 'amount', 'sourceLabel'],
};

const allowed = new Map(Object.entries(CANONICAL_LEAVES).map(([type, fields]) => [type, new Set(fields)]));

/** True when every leaf the document selects (besides `__typename`) is one of CANONICAL_LEAVES. */
export function selectsOnlyCanonicalLeaves(schema: GraphQLSchema, document: DocumentNode): boolean {
  const typeInfo = new TypeInfo(schema);
  let only = true;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const type = typeInfo.getType();
        if (!type) {
          only = false;
          return BREAK;
        }
        if (!isLeafType(getNamedType(type)) || node.name.value === '__typename') return undefined;
        const parent = typeInfo.getParentType()?.name;
        if (parent && allowed.get(parent)?.has(node.name.value)) return undefined;
        only = false;
        return BREAK;
      },
    }),
  );
  return only;
}
