import { ApolloServer } from '@apollo/server';
import pino from 'pino';
import { QueryFailedError } from 'typeorm';
import { DbBusyError } from '@fp/db';
import { BUSY_MESSAGE, busyStatusPlugin, formatGraphQLError, isDatabaseBusy, toHttpError } from './errors';

const sqlError = (code: string) =>
  new QueryFailedError('SELECT 1', [], Object.assign(new Error('canceling statement'), { code }));

describe('database overload becomes 503 "busy, try again"', () => {
  it.each([
    ['a statement timeout (57014)', sqlError('57014')],
    ['too many connections (53300)', sqlError('53300')],
    ['a full pool', new Error('timeout exceeded when trying to connect')],
    ["this request's own connection cap", new DbBusyError('waited')],
  ])('maps %s to 503 with a message to try again', (_name, err) => {
    expect(isDatabaseBusy(err)).toBe(true);
    expect(toHttpError(err)).toEqual({
      status: 503,
      body: { error: true, code: 'UNAVAILABLE', message: BUSY_MESSAGE },
    });
  });

  it('leaves other database errors as internal errors (500, message masked)', () => {
    const err = sqlError('23505');
    expect(isDatabaseBusy(err)).toBe(false);
    expect(toHttpError(err).status).toBe(500);
  });
});

describe('GraphQL: a busy database answers 503 with the busy message', () => {
  it('sets the HTTP status from the plugin and the message from formatError', async () => {
    const server = new ApolloServer({
      typeDefs: 'type Query { slow: Int, fine: Int }',
      resolvers: {
        Query: {
          slow: () => {
            throw sqlError('57014');
          },
          fine: () => 1,
        },
      },
      plugins: [busyStatusPlugin()],
      formatError: formatGraphQLError(pino({ level: 'silent' })),
    });
    await server.start();
    try {
      const busy = await server.executeOperation({ query: '{ slow fine }' });
      expect(busy.http.status).toBe(503);
      const body = busy.body as {
        kind: 'single';
        singleResult: { errors?: { message: string; extensions?: { code?: string } }[] };
      };
      expect(body.singleResult.errors?.[0]).toMatchObject({
        message: BUSY_MESSAGE,
        extensions: { code: 'UNAVAILABLE' },
      });
      const fine = await server.executeOperation({ query: '{ fine }' });
      expect(fine.http.status).toBeUndefined();
    } finally {
      await server.stop();
    }
  });
});
