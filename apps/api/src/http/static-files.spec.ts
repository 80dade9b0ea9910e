import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import express from 'express';
import { siteCompression } from './compression';
import { staticFiles } from './static-files';

const script = `export const places = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, name: `Town ${i}` })))};\n`;
const icon = `<svg xmlns="http://www.w3.org/2000/svg">${'<circle r="1"/>'.repeat(200)}</svg>`;
const br11 = zlib.brotliCompressSync(script, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
const gz9 = zlib.gzipSync(script, { level: 9 });

let dir: string;
let server: http.Server;
let base: string;

beforeAll(async () => {
  // A build as apps/web/vite.config.mts writes it: a hashed script with its two copies, an icon with none.
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fp-static-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets/app-abc123.js'), script);
  fs.writeFileSync(path.join(dir, 'assets/app-abc123.js.br'), br11);
  fs.writeFileSync(path.join(dir, 'assets/app-abc123.js.gz'), gz9);
  fs.writeFileSync(path.join(dir, 'icon.svg'), icon);
  const app = express();
  app.set('etag', false);
  app.use(siteCompression());
  app.use(staticFiles(dir));
  server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((r) => server.close(r));
  fs.rmSync(dir, { recursive: true, force: true });
});

function get(urlPath: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const headers: Record<string, string> =
        acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
      http
        .get(`${base}${urlPath}`, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        })
        .on('error', reject);
    },
  );
}

describe('staticFiles', () => {
  it("sends the build's brotli copy as it is to a browser, with the script's type and the year's cache", async () => {
    const r = await get('/assets/app-abc123.js', 'gzip, deflate, br, zstd');
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['content-type']).toMatch(/^text\/javascript/);
    expect(r.headers.vary).toMatch(/Accept-Encoding/i);
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The file the build wrote, byte for byte: not compressed again on the way out.
    expect(r.body.equals(br11)).toBe(true);
    expect(zlib.brotliDecompressSync(r.body).toString()).toBe(script);
  });

  it('sends the gzip copy to a client without brotli, and the file itself to one that takes neither', async () => {
    const gz = await get('/assets/app-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body.equals(gz9)).toBe(true);
    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('compresses a file that has no copy as before, with the hour-long cache', async () => {
    const r = await get('/icon.svg', 'gzip, deflate, br, zstd');
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['cache-control']).toBe('public, max-age=3600');
    expect(zlib.brotliDecompressSync(r.body).toString()).toBe(icon);
  });
});
