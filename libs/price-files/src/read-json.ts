/**
 * Streams the items of a JSON price file with flat memory: the tokenizer sees the file chunk by
 * chunk and only one `standard_charge_information` element is assembled at a time. Each item keeps
 * the line it starts on (counted from the byte offsets the tokenizer reports).
 */
import { createReadStream } from 'node:fs';
import { Tokenizer, TokenParser, TokenType } from '@streamparser/json';
import { payerKey } from '@fp/insurance';
import { PriceFileError, type PriceFileItem, type PriceFileMeta, type PriceFileRate } from './types';
import { cents, isoDate, percentage, text } from './values';

const NEWLINE = 10;

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const asObject = (v: Json | undefined): JsonObject =>
  v && typeof v === 'object' && !Array.isArray(v) ? v : {};
const asArray = (v: Json | undefined): Json[] => (Array.isArray(v) ? v : []);

const META_KEYS = [
  'hospital_name',
  'last_updated_on',
  'version',
  'location_name',
  'hospital_location',
  'hospital_address',
  'license_information',
];

/** The items of one `standard_charge_information` element: one per standard_charges entry. */
export function jsonElementItems(element: Json, line: number): PriceFileItem[] {
  const el = asObject(element);
  const codes = asArray(el.code_information).map((c) => {
    const o = asObject(c);
    return { code: text(o.code) ?? '', type: (text(o.type) ?? '').toUpperCase() };
  });
  const drug = asObject(el.drug_information);
  return asArray(el.standard_charges).map((sc) => {
    const s = asObject(sc);
    const modifiers = asArray(s.modifier_code).map(String).join('|') || null;
    const rates: PriceFileRate[] = asArray(s.payers_information).map((p) => {
      const o = asObject(p);
      const payerName = text(o.payer_name) ?? '';
      return {
        line,
        payerName,
        planName: text(o.plan_name) ?? '',
        payerKey: payerKey(payerName),
        negotiatedCents: cents(o.standard_charge_dollar),
        negotiatedPercentage: percentage(o.standard_charge_percentage),
        negotiatedAlgorithm: text(o.standard_charge_algorithm),
        methodology: text(o.methodology),
        estimatedCents: cents(o.estimated_amount),
        medianCents: cents(o.median_amount),
        p10Cents: cents(o['10th_percentile']),
        p90Cents: cents(o['90th_percentile']),
        count: text(o.count),
        notes: text(o.additional_payer_notes),
      };
    });
    return {
      line,
      description: text(el.description) ?? '',
      codes,
      setting: text(s.setting),
      modifiers,
      drugUnit: text(drug.unit),
      drugType: text(drug.type),
      grossCents: cents(s.gross_charge),
      cashCents: cents(s.discounted_cash),
      minCents: cents(s.minimum),
      maxCents: cents(s.maximum),
      notes: text(s.additional_generic_notes),
      rates,
    };
  });
}

export function jsonMeta(raw: JsonObject): PriceFileMeta {
  const license = asObject(raw.license_information);
  const list = (v: Json | undefined) =>
    (Array.isArray(v) ? v : v == null ? [] : [v]).map((x) => String(x).trim()).filter(Boolean);
  return {
    hospitalName: text(raw.hospital_name) ?? '',
    lastUpdatedOn: isoDate(raw.last_updated_on),
    version: text(raw.version) ?? '',
    locationNames: list(raw.location_name ?? raw.hospital_location),
    addresses: list(raw.hospital_address),
    licenseNumber: text(license.license_number),
    licenseState: text(license.state)?.toUpperCase() ?? null,
  };
}

export interface JsonReadResult {
  /** Filled in as the file is read; complete once the items are exhausted. */
  meta: JsonObject;
}

/**
 * Yields every element of standard_charge_information as `{ index, line, items }`: its position
 * (0-based, as the validator's paths count), the line it starts on, and its items (one per
 * standard_charges entry).
 */
export async function* readJsonItems(
  file: string,
  meta: JsonObject,
  onBytes?: (bytes: number) => void,
): AsyncGenerator<{ index: number; line: number; items: PriceFileItem[] }> {
  const tokenizer = new Tokenizer();
  const parser = new TokenParser({
    paths: [...META_KEYS.map((k) => `$.${k}`), '$.standard_charge_information.*'],
    keepStack: false,
  });
  let depth = 0;
  let chunk: Buffer = Buffer.alloc(0);
  let chunkStart = 0;
  let scanPos = 0;
  let scanLine = 1;
  let elementLine = 1;
  const lineAt = (offset: number): number => {
    let pos = Math.max(scanPos, chunkStart) - chunkStart;
    const end = offset - chunkStart;
    while (pos < end) {
      const nl = chunk.indexOf(NEWLINE, pos);
      if (nl < 0 || nl >= end) break;
      scanLine++;
      pos = nl + 1;
    }
    scanPos = Math.max(scanPos, offset);
    return scanLine;
  };
  const queue: { index: number; line: number; items: PriceFileItem[] }[] = [];
  tokenizer.onToken = (t) => {
    if (t.token === TokenType.LEFT_BRACE || t.token === TokenType.LEFT_BRACKET) {
      // Depth 2 is an element of a top-level array such as standard_charge_information.
      if (depth === 2 && t.token === TokenType.LEFT_BRACE) elementLine = lineAt(t.offset);
      depth++;
    } else if (t.token === TokenType.RIGHT_BRACE || t.token === TokenType.RIGHT_BRACKET) depth--;
    parser.write(t);
  };
  parser.onValue = ({ value, key, parent, stack }) => {
    if (typeof key === 'number') {
      queue.push({ index: key, line: elementLine, items: jsonElementItems(value as Json, elementLine) });
      // Drop the element from its parent array so memory stays flat.
      if (Array.isArray(parent)) parent.length = 0;
    } else if (typeof key === 'string' && stack.length <= 1) meta[key] = value as Json;
  };
  let bytes = 0;
  for await (const data of createReadStream(file, { highWaterMark: 64 * 1024 })) {
    let buf = data as Buffer;
    // A UTF-8 byte-order mark is not JSON. Offsets below are the tokenizer's (after the mark).
    if (bytes === 0 && buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf) buf = buf.subarray(3);
    bytes += (data as Buffer).length;
    chunk = buf;
    try {
      tokenizer.write(buf);
    } catch (err) {
      throw new PriceFileError(
        `the JSON is broken near line ${lineAt(chunkStart + buf.length)}: ${(err as Error).message}`,
      );
    }
    // Count the rest of the chunk's newlines before it is dropped.
    lineAt(chunkStart + buf.length);
    chunkStart += buf.length;
    onBytes?.(bytes);
    if (queue.length > 0) yield* queue.splice(0, queue.length);
  }
  try {
    tokenizer.end();
  } catch (err) {
    throw new PriceFileError(`the JSON ends in the middle of a value: ${(err as Error).message}`);
  }
  // An interrupted download ends inside the document: refuse it rather than store part of the file.
  if (depth !== 0)
    throw new PriceFileError(
      `the JSON ends at line ${scanLine} before its ${depth} open bracket(s) close; the file looks cut short.`,
    );
  if (queue.length > 0) yield* queue.splice(0, queue.length);
}
