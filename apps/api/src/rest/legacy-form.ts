/**
 * `legacyFormBody()`: the older site's form posts, read once at the REST edge. Accepts urlencoded and
 * multipart bodies (non-file fields; file parts are skipped, uploads have their own route) with bracketed
 * keys and `[]` lists, rebuilds the nesting and normalises the older shapes ("null" dates, {} selects,
 * 1/0 checkboxes, UTC stamps) into clean typed values with @fp/domain's `normaliseLegacyForm`. JSON bodies
 * from the new web app pass through untouched. Handlers after it read `req.body` as usual.
 *
 * Multipart is parsed by Node's own fetch implementation (undici's `Response.formData()`), so no parser
 * dependency was added; the body is capped at 1 MB like every other REST body.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import {
  badInput,
  LegacyFormDataError,
  normaliseLegacyForm,
  parseBracketed,
  type LegacyFormSpec,
} from '@fp/domain';
import { findBadValue } from '../http/valid-text';

export const LEGACY_FORM_MAX_BYTES = 1024 * 1024;

async function readBody(req: Request, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw Object.assign(new Error('The form is too large.'), { status: 413, expose: true });
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The text fields of a multipart body, in order; file parts are left out. */
export async function multipartFields(body: Buffer, contentType: string): Promise<[string, string][]> {
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw badInput('The form data could not be read.');
  }
  const out: [string, string][] = [];
  form.forEach((value, key) => {
    if (typeof value === 'string') out.push([key, value]);
  });
  return out;
}

/**
 * Middleware for routes that take the older site's form posts. With a field list (`spec`) the listed
 * fields get their types (see `normaliseLegacyForm`); without one only "null" and {} become null.
 */
export function legacyFormBody(spec?: LegacyFormSpec, opts: { limit?: number } = {}): RequestHandler {
  const limit = opts.limit ?? LEGACY_FORM_MAX_BYTES;
  return async (req: Request, _res: Response, next: NextFunction) => {
    try {
      const type = req.headers['content-type'] ?? '';
      const multipart = /^multipart\/form-data/i.test(type);
      const urlencoded = /^application\/x-www-form-urlencoded/i.test(type);
      if (!multipart && !urlencoded) return next(); // JSON and the rest: not the older site's form data
      // Express 5's urlencoded parser (extended: false) runs before the REST routes and leaves the
      // bracketed keys as they came; it sets req.body only when it read the body.
      const parsed = req.body !== undefined || req.readableEnded;
      let entries: [string, string][] | Record<string, string | string[] | undefined>;
      if (parsed) entries = toRecord(req.body);
      else {
        const raw = await readBody(req, limit);
        entries = multipart
          ? await multipartFields(raw, type)
          : [...new URLSearchParams(raw.toString('utf8'))];
      }
      const fields = parseBracketed(entries);
      // The gate in front of /api (http/valid-text.ts) ran before a multipart body was read: the same
      // check for NUL bytes, broken characters and lengths runs on the fields here.
      const bad = findBadValue(fields, 'the form');
      if (bad) throw badInput(bad);
      req.body = normaliseLegacyForm(fields, spec);
      next();
    } catch (err) {
      if (err instanceof LegacyFormDataError) next(badInput(err.message));
      else next(err);
    }
  };
}

function toRecord(body: unknown): Record<string, string | string[] | undefined> {
  if (!body || typeof body !== 'object') return {};
  const out: Record<string, string | string[] | undefined> = {};
  for (const [k, v] of Object.entries(body as Record<string, unknown>)) {
    if (typeof v === 'string') out[k] = v;
    else if (Array.isArray(v)) out[k] = v.map(String);
  }
  return out;
}
