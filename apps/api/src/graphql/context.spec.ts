import type { Request, Response } from 'express';
import type { AppConfig } from '../config';
import type { Services } from '../services';
import { buildContext } from './context';

/** Services that record what the loaders ask them. */
function fakeServices() {
  const asked: unknown[][] = [];
  const services = {
    records: {
      eventsByIds: async (owner: string | undefined, ids: readonly string[]) => {
        asked.push(['eventsByIds', owner, [...ids]]);
        return ids.map((id) => ({ id, ownerId: owner }));
      },
    },
    pricing: {
      providerRanges: async (viewer: unknown, pairs: unknown[]) => {
        asked.push(['providerRanges', viewer, pairs]);
        return pairs.map(() => null);
      },
    },
    catalog: {
      systemsByIds: async (ids: readonly number[]) => {
        asked.push(['systemsByIds', [...ids]]);
        return ids.map(() => null);
      },
    },
    hospitals: { facts: async (ids: readonly string[]) => ids.map(() => null) },
  } as unknown as Services;
  return { services, asked };
}

function contextFor(userId: string | undefined, services: Services) {
  const session = { userId } as Request['session'];
  const req = { session, id: 'r1', log: {} } as unknown as Request;
  return buildContext({ req, res: {} as Response, services, config: {} as AppConfig });
}

describe('buildContext loaders', () => {
  it('makes each loader once per request, on first use, and a new one for another request', () => {
    const { services } = fakeServices();
    const a = contextFor('u1', services);
    const b = contextFor('u1', services);
    expect(a.loaders.event).toBe(a.loaders.event);
    expect(a.loaders.billPage).toBe(a.loaders.billPage);
    expect(a.loaders.priceRange).toBe(a.loaders.priceRange);
    expect(a.loaders.catalog.system).toBe(a.loaders.catalog.system);
    expect(a.loaders.event).not.toBe(b.loaders.event);
    expect(a.loaders.priceRange).not.toBe(b.loaders.priceRange);
  });

  it("batches for the session's owner only", async () => {
    const { services, asked } = fakeServices();
    const mine = contextFor('owner-1', services);
    const theirs = contextFor('owner-2', services);
    const [e1, e2] = await Promise.all([mine.loaders.event.load('e1'), mine.loaders.event.load('e2')]);
    await theirs.loaders.event.load('e1');
    expect([e1, e2]).toEqual([
      { id: 'e1', ownerId: 'owner-1' },
      { id: 'e2', ownerId: 'owner-1' },
    ]);
    expect(asked).toEqual([
      ['eventsByIds', 'owner-1', ['e1', 'e2']],
      ['eventsByIds', 'owner-2', ['e1']],
    ]);
  });

  it("asks the pricing service for a list's ranges together, with the request's session", async () => {
    const { services, asked } = fakeServices();
    const ctx = contextFor('u9', services);
    await Promise.all([ctx.loaders.priceRange.load('140281:113'), ctx.loaders.priceRange.load('330101:5')]);
    expect(asked).toEqual([
      [
        'providerRanges',
        { session: ctx.session },
        [
          { providerId: '140281', diagnosisId: 113 },
          { providerId: '330101', diagnosisId: 5 },
        ],
      ],
    ]);
  });
});

describe('buildContext, copied as Apollo copies it for each operation', () => {
  /** ApolloServer's cloneObject: the prototype kept, the own fields assigned. */
  const apolloCopy = <T extends object>(o: T): T => Object.assign(Object.create(Object.getPrototypeOf(o)), o);
  const make = (req: Request, language?: 'en' | 'es') =>
    apolloCopy(
      buildContext({ req, res: {} as Response, services: {} as Services, config: {} as AppConfig, language }),
    );

  /** A request that counts how often its logger and its headers' language are asked for. */
  function countingRequest(headers: Record<string, string>) {
    const made = { logs: 0, headerReads: 0 };
    const req = {
      session: { userId: 'u1' },
      id: 'r7',
      headers,
      get log() {
        made.logs++;
        return { name: 'child' };
      },
      get(name: string) {
        made.headerReads++;
        return headers[name.toLowerCase()];
      },
    } as unknown as Request;
    return { req, made };
  }

  it("makes neither the request's logger nor its language until an operation reads them", () => {
    const { req, made } = countingRequest({ 'accept-language': 'es-MX,es;q=0.9' });
    const copy = make(req);
    expect(made).toEqual({ logs: 0, headerReads: 0 });
    expect(copy.requestId).toBe('r7');
    expect(copy.session).toBe(req.session);
    expect(copy.log).toEqual({ name: 'child' });
    expect(copy.log).toBe(copy.log);
    expect(made.logs).toBe(1);
    expect(copy.language).toBe('es');
    expect(copy.language).toBe('es');
    expect(made.headerReads).toBe(1);
  });

  it("answers the language a rendered page gives, else the cookie's, else the browser's", () => {
    expect(make(countingRequest({ 'accept-language': 'en-US' }).req, 'es').language).toBe('es');
    expect(make(countingRequest({ cookie: 'fp_lang=es', 'accept-language': 'en-US' }).req).language).toBe(
      'es',
    );
    expect(make(countingRequest({ 'accept-language': 'en-US' }).req).language).toBe('en');
    expect(make(countingRequest({}).req).language).toBe('en');
  });
});
