/**
 * How the site compresses what it sends: Express's own `compression` middleware (expressjs; gzip, deflate
 * and brotli chosen from the request's Accept-Encoding, compressible types only, nothing under 1 kB), with
 * one change for the API's answers.
 *
 * The API's answers (/graphql and /api, isApiAnswer) are made for one request each and sent whole
 * (`res.send`), and a browser asks for every one of them compressed (Chromium: "gzip, deflate, br, zstd";
 * brotli is chosen). With compression's defaults (brotli quality 4 through a zlib stream) a browser's map
 * search cost the API ~660–760 µs of CPU where the same search uncompressed costs ~400 µs: the quality
 * (~125 µs for an average answer of 16 kB) and the stream (~100 µs more: a native stream per answer, its
 * chunks handed to the thread pool and back). So an API answer sent whole is compressed here at once, on
 * the request's own thread, at brotli quality 1 or gzip level 1 (about half the time of the defaults, for
 * answers ~12 % larger: 2.8 kB instead of 2.5 kB on average, a fraction of a millisecond on a mobile
 * link), and `compression` leaves it alone as already encoded (docs/benchmarks/api-build.md, "What a
 * browser's search costs: its compression"). What compression would not have compressed is not
 * compressed here either: a type it does not compress, an answer under its threshold, a HEAD request,
 * `Cache-Control: no-transform`, an answer with a Content-Encoding already, a client that
 * accepts neither brotli nor gzip. An answer written in parts (a file, a download) goes through
 * compression's stream as before, at the same fast settings.
 *
 * Pages and the built files keep compression's defaults: they are few and cached by the browser.
 */
import zlib from 'node:zlib';
import compression from 'compression';
import type { Request, RequestHandler, Response } from 'express';
import Negotiator from 'negotiator';
import { isApiAnswer } from './security-headers';

/** Brotli quality and gzip level of the API's answers (see above). */
export const API_BROTLI_QUALITY = 1;
export const API_GZIP_LEVEL = 1;
/** compression's own threshold: smaller answers are sent as they are. */
const THRESHOLD = 1024;
/** compression's choice among the encodings a client accepts, and its preference when several tie. */
const SUPPORTED = ['br', 'gzip', 'deflate', 'identity'];
const PREFERRED = ['br', 'gzip'];
/** How many different Accept-Encoding headers' choices are kept. */
const MAX_KNOWN_HEADERS = 64;

type Method = 'br' | 'gzip' | null;
const chosen = new Map<string, Method>();

/** What compression would choose for this Accept-Encoding, when it is brotli or gzip (else null). */
function methodFor(acceptEncoding: string | undefined): Method {
  if (!acceptEncoding) return null;
  const known = chosen.get(acceptEncoding);
  if (known !== undefined) return known;
  // negotiator 1.x takes the preference as an option (its types still describe 0.6).
  const negotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }) as unknown as {
    encoding(available: string[], options: { preferred: string[] }): string | undefined;
  };
  const method = negotiator.encoding(SUPPORTED, { preferred: PREFERRED });
  const result: Method = method === 'br' || method === 'gzip' ? method : null;
  if (chosen.size >= MAX_KNOWN_HEADERS) chosen.clear();
  chosen.set(acceptEncoding, result);
  return result;
}

function mayCompress(req: Request, res: Response, length: number): boolean {
  if (length < THRESHOLD || req.method === 'HEAD' || res.headersSent) return false;
  if (res.getHeader('Content-Encoding') !== undefined) return false;
  // compression's own filter: a compressible Content-Type (mime-db's list).
  if (!compression.filter(req, res)) return false;
  const cacheControl = res.getHeader('Cache-Control');
  return !(typeof cacheControl === 'string' && /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(cacheControl));
}

function compress(body: Buffer, method: 'br' | 'gzip'): Buffer {
  return method === 'br'
    ? zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: API_BROTLI_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : zlib.gzipSync(body, { level: API_GZIP_LEVEL });
}

/** Express middleware: compression for the whole site, the API's whole answers compressed at once. */
export function siteCompression(): RequestHandler {
  const apiStream = compression({
    level: API_GZIP_LEVEL,
    brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: API_BROTLI_QUALITY } },
  });
  const site = compression();
  return (req, res, next) => {
    if (!isApiAnswer(req.path)) return site(req, res, next);
    apiStream(req, res, (err?: unknown) => {
      if (err) return next(err);
      const method = methodFor(req.headers['accept-encoding']);
      if (method) wholeAnswers(req, res, method);
      next();
    });
  };
}

/** Over compression's write and end: an answer ended in one piece, with nothing written before, is compressed here. */
function wholeAnswers(req: Request, res: Response, method: 'br' | 'gzip'): void {
  const write = res.write;
  const end = res.end;
  let written = false;
  res.write = function (this: Response, ...args: unknown[]) {
    written = true;
    return (write as (...a: unknown[]) => boolean).apply(this, args);
  } as Response['write'];
  res.end = function (this: Response, ...args: unknown[]) {
    const [chunk, encoding] = args;
    if (!written && (typeof chunk === 'string' || Buffer.isBuffer(chunk))) {
      // end(text, callback) has no encoding: UTF-8, as Node's own end reads it.
      const textEncoding = typeof encoding === 'string' ? (encoding as BufferEncoding) : undefined;
      const body = typeof chunk === 'string' ? Buffer.from(chunk, textEncoding) : chunk;
      if (mayCompress(req, res, body.length)) {
        const out = compress(body, method);
        res.vary('Accept-Encoding');
        res.setHeader('Content-Encoding', method);
        res.setHeader('Content-Length', out.length);
        return (end as (...a: unknown[]) => Response).call(
          this,
          out,
          ...args.slice(typeof args[1] === 'function' ? 1 : 2),
        );
      }
    }
    return (end as (...a: unknown[]) => Response).apply(this, args);
  } as Response['end'];
}
