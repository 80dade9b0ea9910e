import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import express from 'express';
import { API_BROTLI_QUALITY, siteCompression } from './compression';

/** A search-like answer: ~20 kB of JSON with repeated keys, as the map's answers are. */
const answer = {
  count: 60,
  hits: Array.from({ length: 60 }, (_, i) => ({
    id: `3300${i}`,
    name: `Hospital number ${i} "quoted" é`,
    city: 'Albany',
    state: 'NY',
    distanceKm: 1.5 * i,
    priceRange: { lowestCents: 1_000_000 + i * 37, highestCents: 2_000_000 + i * 91, year: 2011 },
  })),
};
const answerText = JSON.stringify(answer);
const CHROMIUM = 'gzip, deflate, br, zstd';

let server: http.Server;
const ended: string[] = [];
let base: string;

beforeAll(async () => {
  const app = express();
  app.set('etag', false); // as app.ts sets it
  app.use(siteCompression());
  app.post('/graphql', (_req, res) => {
    res.json(answer);
  });
  app.get('/api/crud/whole', (_req, res) => {
    res.json(answer);
  });
  app.get('/api/crud/callback', (_req, res) => {
    res.type('json');
    res.end(answerText, () => {
      ended.push('callback');
    });
  });
  app.get('/api/crud/small', (_req, res) => {
    res.json({ ok: true });
  });
  app.get('/api/crud/no-transform', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store, no-transform');
    res.json(answer);
  });
  app.get('/api/crud/parts', (_req, res) => {
    res.type('json');
    res.write(answerText.slice(0, 5000));
    res.write(answerText.slice(5000, 12000));
    res.end(answerText.slice(12000));
  });
  app.get('/api/crud/picture', (_req, res) => {
    res.type('png').send(Buffer.alloc(8000, 7));
  });
  app.get('/api/crud/encoded', (_req, res) => {
    res.setHeader('Content-Encoding', 'gzip');
    res.type('json').send(zlib.gzipSync(answerText));
  });
  app.get('/page', (_req, res) => {
    res.type('html').send(`<!doctype html><p>${'A page of the site. '.repeat(500)}</p>`);
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((r) => server.close(r));
});

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function send(path: string, acceptEncoding?: string, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (acceptEncoding !== undefined) headers['accept-encoding'] = acceptEncoding;
    const req = http.request(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end(method === 'POST' ? '{}' : undefined);
  });
}

function decoded(r: Raw): string {
  const e = r.headers['content-encoding'];
  if (e === 'br') return zlib.brotliDecompressSync(r.body).toString();
  if (e === 'gzip') return zlib.gunzipSync(r.body).toString();
  if (e === 'deflate') return zlib.inflateSync(r.body).toString();
  return r.body.toString();
}

describe('siteCompression', () => {
  it("compresses an API answer sent whole with brotli at the API's quality, for a browser's Accept-Encoding", async () => {
    for (const [path, method] of [
      ['/graphql', 'POST'],
      ['/api/crud/whole', 'GET'],
    ]) {
      const r = await send(path, CHROMIUM, method);
      expect(r.status).toBe(200);
      expect(r.headers['content-encoding']).toBe('br');
      expect(r.headers.vary).toMatch(/Accept-Encoding/i);
      // A length that is the compressed body's (not the JSON's), and no chunked encoding.
      expect(Number(r.headers['content-length'])).toBe(r.body.length);
      expect(r.headers['transfer-encoding']).toBeUndefined();
      expect(decoded(r)).toBe(answerText);
      const atQuality = zlib.brotliCompressSync(Buffer.from(answerText), {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: API_BROTLI_QUALITY },
      });
      expect(r.body.length).toBe(atQuality.length);
    }
  });

  it('compresses an answer ended with a callback and no encoding, and calls the callback', async () => {
    const r = await send('/api/crud/callback', CHROMIUM);
    expect(r.headers['content-encoding']).toBe('br');
    expect(Number(r.headers['content-length'])).toBe(r.body.length);
    expect(decoded(r)).toBe(answerText);
    expect(ended).toEqual(['callback']);
  });

  it('uses gzip for a client that takes gzip and not brotli, and deflate through the stream', async () => {
    const gzip = await send('/api/crud/whole', 'gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(Number(gzip.headers['content-length'])).toBe(gzip.body.length);
    expect(decoded(gzip)).toBe(answerText);
    const deflate = await send('/api/crud/whole', 'deflate');
    expect(deflate.headers['content-encoding']).toBe('deflate');
    expect(decoded(deflate)).toBe(answerText);
    const refused = await send('/api/crud/whole', 'br;q=0, gzip;q=0');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.toString()).toBe(answerText);
  });

  it('sends an answer as it is without Accept-Encoding, under 1 kB, for HEAD, with no-transform, already encoded or a picture', async () => {
    const plain = await send('/api/crud/whole');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(answerText));
    expect(plain.body.toString()).toBe(answerText);
    const small = await send('/api/crud/small', CHROMIUM);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toMatch(/Accept-Encoding/i);
    expect(small.body.toString()).toBe('{"ok":true}');
    const head = await send('/api/crud/whole', CHROMIUM, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(head.body.length).toBe(0);
    const noTransform = await send('/api/crud/no-transform', CHROMIUM);
    expect(noTransform.headers['content-encoding']).toBeUndefined();
    expect(noTransform.body.toString()).toBe(answerText);
    // Already encoded by its handler: sent as it is, not encoded twice.
    const encoded = await send('/api/crud/encoded', CHROMIUM);
    expect(encoded.headers['content-encoding']).toBe('gzip');
    expect(decoded(encoded)).toBe(answerText);
    const picture = await send('/api/crud/picture', CHROMIUM);
    expect(picture.headers['content-encoding']).toBeUndefined();
    expect(picture.body.length).toBe(8000);
  });

  it('compresses an answer written in parts, and the pages, through compression as before', async () => {
    const parts = await send('/api/crud/parts', CHROMIUM);
    expect(parts.headers['content-encoding']).toBe('br');
    expect(parts.headers['transfer-encoding']).toBe('chunked');
    expect(decoded(parts)).toBe(answerText);
    const page = await send('/page', CHROMIUM);
    expect(page.headers['content-encoding']).toBe('br');
    expect(decoded(page)).toContain('A page of the site.');
  });
});
