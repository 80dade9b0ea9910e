import { QueryFailedError } from 'typeorm';
import { DbBusyError } from '@fp/db';
import { BUSY_MESSAGE, isDatabaseBusy, toHttpError } from './errors';

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
