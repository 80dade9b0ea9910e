import { replicaCannotAnswer } from './replica';

describe('which replica errors send a read to the primary', () => {
  it('the connection or the server: no SQLSTATE, connection exceptions, shutdown, recovery conflict', () => {
    expect(replicaCannotAnswer(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(replicaCannotAnswer(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }))).toBe(true);
    for (const code of ['08006', '57P01', '57P03', '53300', '58000', '40001', '3D000', '28P01'])
      expect({ code, primary: replicaCannotAnswer({ code }) }).toEqual({ code, primary: true });
  });

  it('not the statement’s own errors, which the primary would give too', () => {
    for (const code of ['42601', '42P01', '22P02', '23505', '57014'])
      expect({ code, primary: replicaCannotAnswer({ code }) }).toEqual({ code, primary: false });
  });
});
