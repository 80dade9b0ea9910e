/**
 * The one CSV reader (the CMS imports, the hospitals' price files, the reference files): streaming,
 * RFC 4180 ( comma separated, fields optionally in double quotes, "" inside
 * quotes for a quote, CRLF or LF line ends, line breaks allowed inside quotes). Written here rather
 * than using csv-parse because the import budget is tight: on the 27 MB FY2011 file csv-parse takes
 * about 1.2 s, this reader about 0.2 s, and it reports the physical line each record starts on
 * without extra bookkeeping.
 *
 * Lenient where CMS files are sloppy: a quote inside an unquoted field is kept as text, and text after
 * a closing quote is appended. Only an unterminated quote at the end of the file is an error, reported
 * as a record with `error` set (the caller skips it like any other bad row).
 */

export interface CsvRecord {
  /** 1-based physical line the record starts on (the header is line 1). */
  line: number;
  fields: string[];
  /** Set when the record could not be read (unterminated quote at end of file). */
  error?: string;
}

const QUOTE = 34; // "
const COMMA = 44; // ,
const CR = 13;
const LF = 10;

/** Incremental parser: feed text chunks with `push`, then call `end` once. */
export class CsvReader {
  /**
   * keepBlankLines: a blank line is a record of one empty field, counted like any other (the price-file
   * import numbers records as the CMS validator does, blank lines included); by default it is no record.
   */
  constructor(private readonly opts: { keepBlankLines?: boolean } = {}) {}

  private buffer = '';
  /** Physical line of the next unread character of `buffer`. */
  private line = 1;
  private bomChecked = false;

  /** Parses every complete record in the text so far; an incomplete tail waits for the next chunk. */
  push(chunk: string, out: CsvRecord[] = []): CsvRecord[] {
    if (!this.bomChecked) {
      if (chunk.length === 0) return out;
      if (chunk.charCodeAt(0) === 0xfeff) chunk = chunk.slice(1);
      this.bomChecked = true;
    }
    this.buffer = this.buffer.length > 0 ? this.buffer + chunk : chunk;
    this.parse(false, out);
    return out;
  }

  /** Parses what is left; a last record without a line end is complete. */
  end(out: CsvRecord[] = []): CsvRecord[] {
    this.parse(true, out);
    return out;
  }

  private parse(final: boolean, out: CsvRecord[]): void {
    const s = this.buffer;
    const n = s.length;
    let pos = 0;
    let line = this.line;

    // Each pass of this loop reads one record starting at `pos`.
    while (pos < n) {
      const startLine = line;
      const fields: string[] = [];
      let i = pos;
      let complete = false;
      let error: string | undefined;

      for (;;) {
        // One field starting at i.
        if (i < n && s.charCodeAt(i) === QUOTE) {
          let value = '';
          let j = i + 1;
          let closed = false;
          let lines = 0;
          for (;;) {
            const q = s.indexOf('"', j);
            if (q < 0) break;
            value += s.slice(j, q);
            if (q + 1 < n && s.charCodeAt(q + 1) === QUOTE) {
              value += '"';
              j = q + 2;
              continue;
            }
            if (q + 1 >= n && !final) break; // the next chunk may start with the second quote
            closed = true;
            j = q + 1;
            break;
          }
          if (!closed) {
            if (!final) break; // need more text
            // Unterminated quote: the rest of the file is one broken record.
            error = 'unterminated quoted field';
            value += s.slice(j);
            lines += countLines(s, i, n);
            i = n;
            fields.push(value);
            line += lines;
            complete = true;
            break;
          }
          lines += countLines(s, i, j);
          line += lines;
          // Text after the closing quote up to the delimiter is kept (lenient).
          let k = j;
          while (k < n) {
            const c = s.charCodeAt(k);
            if (c === COMMA || c === CR || c === LF) break;
            k++;
          }
          if (k > j) value += s.slice(j, k);
          fields.push(value);
          i = k;
        } else {
          let k = i;
          while (k < n) {
            const c = s.charCodeAt(k);
            if (c === COMMA || c === CR || c === LF) break;
            k++;
          }
          if (k >= n && !final) break; // field may continue in the next chunk
          fields.push(s.slice(i, k));
          i = k;
        }

        if (i >= n) {
          if (!final) break;
          complete = true;
          break;
        }
        const c = s.charCodeAt(i);
        if (c === COMMA) {
          i++;
          if (i >= n && final) {
            fields.push('');
            complete = true;
            break;
          }
          continue;
        }
        // Line end: CRLF, LF or a lone CR.
        if (c === CR) {
          if (i + 1 >= n && !final) break; // could be CRLF split across chunks
          i += i + 1 < n && s.charCodeAt(i + 1) === LF ? 2 : 1;
        } else {
          i++;
        }
        line++;
        complete = true;
        break;
      }

      if (!complete) {
        line = startLine;
        break;
      }
      pos = i;
      // A blank line is no record (unless kept).
      if (this.opts.keepBlankLines || !(fields.length === 1 && fields[0] === '' && error === undefined)) {
        out.push(error ? { line: startLine, fields, error } : { line: startLine, fields });
      }
    }

    this.buffer = pos >= n ? '' : s.slice(pos);
    this.line = line;
  }
}

/** Line breaks (CRLF, LF or CR) in s[from, to). */
function countLines(s: string, from: number, to: number): number {
  let count = 0;
  for (let k = from; k < to; k++) {
    const c = s.charCodeAt(k);
    if (c === LF) count++;
    else if (c === CR && !(k + 1 < to && s.charCodeAt(k + 1) === LF)) count++;
  }
  return count;
}

/**
 * A copy of a field that no longer points into the chunk it was cut from. V8 represents `slice` results
 * as views on the parent string, so keeping one short field (a cache key, a provider name) would keep
 * its whole 256 KB chunk alive; anything held after its chunk is done goes through this.
 */
export function detach(value: string): string {
  // Concatenation makes a cons string; slicing it flattens it into a new, independent string.
  return (' ' + value).slice(1);
}

/**
 * The records of a stream of text or bytes (e.g. fs.createReadStream(file)), one at a time. Bytes are
 * decoded as UTF-8 across chunk ends; a leading byte-order mark is dropped.
 */
export async function* csvRecords(
  input: AsyncIterable<string | Uint8Array>,
  opts: { keepBlankLines?: boolean } = {},
): AsyncGenerator<CsvRecord> {
  const reader = new CsvReader(opts);
  const decoder = new TextDecoder('utf-8');
  const out: CsvRecord[] = [];
  for await (const chunk of input) {
    reader.push(typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true }), out);
    // Handed on at once and the array emptied, so a chunk's records die young.
    for (const record of out) yield record;
    out.length = 0;
  }
  const tail = decoder.decode();
  if (tail) reader.push(tail, out);
  reader.end(out);
  for (const record of out) yield record;
}

/** Parses a whole CSV text at once (tests, small files). */
export function parseCsv(text: string): CsvRecord[] {
  const reader = new CsvReader();
  const out = reader.push(text);
  return reader.end(out);
}
