/**
 * A streaming CSV record reader for price files, several times faster than csv-parse on them: rows
 * without a quote (nearly all data rows) are split directly; rows with quotes go through an RFC 4180
 * state machine (doubled quotes, commas and newlines inside quotes; text after a closing quote is kept,
 * as csv-parse's relax_quotes does). Each record comes with the line it starts on.
 */
const QUOTE = 34;
const COMMA = 44;
const LF = 10;
const CR = 13;

export interface CsvRecordAt {
  record: string[];
  /** 1-based line where the record starts. */
  line: number;
}

/**
 * Parses one record from `buf` at `pos`. Returns the fields and the position after the record's line
 * end, or null when the record is not complete in `buf` (and `eof` is false).
 */
export function parseRecord(
  buf: string,
  pos: number,
  eof: boolean,
): { record: string[]; next: number; newlines: number } | null {
  const end = buf.indexOf('\n', pos);
  if (end < 0 && !eof) return null;
  const lineEnd = end < 0 ? buf.length : end;
  // Fast path: no quote on the line (searched within the line only, so a chunk is scanned once).
  const stop = lineEnd > pos && buf.charCodeAt(lineEnd - 1) === CR ? lineEnd - 1 : lineEnd;
  const text = buf.slice(pos, stop);
  if (!text.includes('"'))
    return { record: text.split(','), next: end < 0 ? buf.length : end + 1, newlines: 1 };
  const record: string[] = [];
  let field = '';
  let i = pos;
  let newlines = 1;
  let quoted = false;
  let start = i;
  while (true) {
    if (i >= buf.length) {
      if (!eof) return null;
      record.push(field + buf.slice(start, i));
      return { record, next: i, newlines };
    }
    const c = buf.charCodeAt(i);
    if (quoted) {
      if (c === QUOTE) {
        if (i + 1 >= buf.length && !eof) return null;
        if (buf.charCodeAt(i + 1) === QUOTE) {
          field += buf.slice(start, i + 1);
          i += 2;
          start = i;
          continue;
        }
        field += buf.slice(start, i);
        quoted = false;
        i++;
        start = i;
        continue;
      }
      if (c === LF) newlines++;
      i++;
      continue;
    }
    if (c === COMMA) {
      record.push(field + buf.slice(start, i));
      field = '';
      i++;
      start = i;
      continue;
    }
    if (c === LF) {
      let stop = i;
      if (stop > start && buf.charCodeAt(stop - 1) === CR) stop--;
      record.push(field + buf.slice(start, stop));
      return { record, next: i + 1, newlines };
    }
    if (c === QUOTE && i === start && field === '') {
      quoted = true;
      i++;
      start = i;
      continue;
    }
    i++;
  }
}

/** The records of a text stream (e.g. fs.createReadStream(file, { encoding: 'utf8' })). */
export async function* csvRecords(input: AsyncIterable<string | Buffer>): AsyncGenerator<CsvRecordAt> {
  let buf = '';
  let line = 1;
  let first = true;
  for await (const chunk of input) {
    buf += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
    if (first) {
      if (buf.charCodeAt(0) === 0xfeff) buf = buf.slice(1);
      first = false;
    }
    // Each record is handed on as soon as it is parsed, so it dies young: a chunk's records held in an
    // array would outlive several scavenges while they are written, and fill V8's old generation.
    let pos = 0;
    while (pos < buf.length) {
      const r = parseRecord(buf, pos, false);
      if (!r) break;
      const at = line;
      line += r.newlines;
      pos = r.next;
      yield { record: r.record, line: at };
    }
    buf = buf.slice(pos);
  }
  let pos = 0;
  while (pos < buf.length) {
    const r = parseRecord(buf, pos, true)!;
    yield { record: r.record, line };
    line += r.newlines;
    pos = r.next;
  }
}
