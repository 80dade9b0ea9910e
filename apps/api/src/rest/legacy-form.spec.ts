import express from 'express';
import request from 'supertest';
import { legacyFormBody } from './legacy-form';

/** A small app like the REST shim: JSON and urlencoded parsers first, then the middleware. */
function app(spec?: Parameters<typeof legacyFormBody>[0], limit?: number) {
  const a = express();
  a.use(express.json(), express.urlencoded({ extended: false }));
  a.post('/form', legacyFormBody(spec, { limit }), (req, res) => {
    res.json({
      body: req.body,
      types: Object.fromEntries(
        Object.entries(req.body ?? {}).map(([k, v]) => [k, v instanceof Date ? 'date' : typeof v]),
      ),
    });
  });
  a.use(
    (
      err: { status?: number; message: string },
      _req: express.Request,
      res: express.Response,
      _next: express.NextFunction,
    ) => {
      res.status(err.status ?? 400).json({ message: err.message });
    },
  );
  return a;
}

const spec = {
  admitted: 'date',
  insured: 'checkbox',
  clinic: 'select',
  diagnoses: 'multiselect',
  total: 'money',
  bills: { group: { total: 'money', paid: 'checkbox' } },
} as const;

describe('legacyFormBody()', () => {
  it('reads a urlencoded body with bracketed keys and [] lists into typed values', async () => {
    const res = await request(app(spec))
      .post('/form')
      .type('form')
      .send(
        'admitted=2025-03-04T10%3A20%3A30&insured=1&clinic=%7B%7D&diagnoses%5B%5D=3&diagnoses%5B%5D=9' +
          '&total=1%2C234.50&bills%5B0%5D%5Btotal%5D=10&bills%5B0%5D%5Bpaid%5D=0&note=null&name=Pat',
      )
      .expect(200);
    expect(res.body.body).toEqual({
      admitted: '2025-03-04T10:20:30.000Z',
      insured: true,
      clinic: null,
      diagnoses: ['3', '9'],
      total: 123450,
      bills: [{ total: 1000, paid: false }],
      note: null,
      name: 'Pat',
    });
    expect(res.body.types.admitted).toBe('date');
  });

  it('reads the text fields of a multipart body and skips files', async () => {
    const res = await request(app(spec))
      .post('/form')
      .field('admitted', 'null')
      .field('diagnoses', 'null')
      .field('insured', '0')
      .field('address[city]', 'Omaha')
      .field('address[zip]', '68102')
      .attach('file', Buffer.from('not read'), 'bill.txt')
      .expect(200);
    expect(res.body.body).toEqual({
      admitted: null,
      insured: false,
      clinic: null,
      diagnoses: [],
      total: null,
      bills: [],
      address: { city: 'Omaha', zip: '68102' },
    });
  });

  it('leaves JSON bodies from the new web app alone', async () => {
    const res = await request(app(spec)).post('/form').send({ firstName: 'Pat', clinic: '{}' }).expect(200);
    expect(res.body.body).toEqual({ firstName: 'Pat', clinic: '{}' });
  });

  it('without a field list only "null" and {} become null', async () => {
    const res = await request(app()).post('/form').type('form').send('a=null&b=x&c%5B%5D=1').expect(200);
    expect(res.body.body).toEqual({ a: null, b: 'x', c: ['1'] });
  });

  it('refuses prototype keys and over-large multipart bodies', async () => {
    await request(app()).post('/form').type('form').send('a%5B__proto__%5D%5Bx%5D=1').expect(400);
    await request(app(undefined, 100)).post('/form').field('big', 'x'.repeat(500)).expect(413);
  });
});
