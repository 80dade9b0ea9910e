/**
 * Every Query and Mutation field of the schema is answered: by a real resolver, or by the typed
 * NOT_IMPLEMENTED fallback. The fallbacks are listed: a new schema field without a resolver fails here until
 * it is added to the list on purpose (the bill tracker's operations, until their issues land).
 */
import type { Resolvers } from '../../__generated__/resolvers-types';
import { typeDefs } from '../schema';
import { NOT_IMPLEMENTED, NOT_IMPLEMENTED_MESSAGE, resolvers, rootFields, withFallbacks } from './index';

/** Operations waiting for their resolvers. Empty: every operation of the schema is answered. */
const KNOWN_GAPS = new Set<string>([]);

const map = resolvers as unknown as Record<string, Record<string, unknown>>;
const fields = rootFields(typeDefs);
const all = (['Query', 'Mutation'] as const).flatMap((t) => fields[t].map((f) => [t, f] as const));
const isFallback = (t: string, f: string) =>
  (map[t][f] as { [NOT_IMPLEMENTED]?: boolean })[NOT_IMPLEMENTED] === true;

describe('resolver map against the schema', () => {
  it('has a function for every Query and Mutation field', () => {
    expect(all.length).toBeGreaterThan(20);
    const missing = all.filter(([t, f]) => typeof map[t][f] !== 'function').map(([t, f]) => `${t}.${f}`);
    expect(missing).toEqual([]);
  });

  it('uses the typed fallback only for the listed operations', () => {
    const fallbacks = all.filter(([t, f]) => isFallback(t, f)).map(([t, f]) => `${t}.${f}`);
    console.info(`operations answered NOT_IMPLEMENTED (${fallbacks.length}): ${fallbacks.join(', ')}`);
    expect(fallbacks.filter((name) => !KNOWN_GAPS.has(name))).toEqual([]);
  });

  it('makes the fallback fail with code NOT_IMPLEMENTED and a clear message, and lets a real resolver win', () => {
    const sdl = 'type Query { ready: Int, later: Int } type Mutation { soon: Int }';
    const filled = withFallbacks(
      { Query: { ready: () => 1 } } as unknown as Resolvers,
      sdl,
    ) as unknown as Record<string, Record<string, () => unknown>>;
    expect(filled.Query.ready()).toBe(1);
    for (const fn of [filled.Query.later, filled.Mutation.soon])
      expect(() => fn()).toThrow(
        expect.objectContaining({
          message: NOT_IMPLEMENTED_MESSAGE,
          extensions: expect.objectContaining({ code: 'NOT_IMPLEMENTED' }),
        }),
      );
  });
});
