/**
 * Validation with CMS's own validator, @cmsgov/hpt-validator. It is an ES module that imports its
 * JSON schemas with import attributes, so it runs in a child process (plain `node`), which also keeps
 * its memory apart from the importer's. Its error paths ("C12" for a CSV cell, "/standard_charge_
 * information/3/..." for JSON) are turned into sentences that name the line.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';

export interface ValidatorError {
  path: string;
  field: string | null;
  message: string;
}

export interface ValidatorResult {
  valid: boolean;
  errors: ValidatorError[];
  alerts: number;
  /** The validator process's peak resident memory, in kB. */
  maxRssKb?: number;
}

const WORKER = path.join(__dirname, 'validate-worker.mjs');

export function runValidator(
  file: string,
  kind: 'json' | 'csv',
  version: string,
  maxErrors = 200,
): Promise<ValidatorResult> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [WORKER, file, kind, version, String(maxErrors)],
      { maxBuffer: 64 * 1024 * 1024, cwd: process.cwd() },
      (err, stdout, stderr) => {
        if (err) {
          reject(
            new Error(`The CMS validator failed to run: ${stderr.trim() || err.message}`, { cause: err }),
          );
          return;
        }
        try {
          resolve(JSON.parse(stdout) as ValidatorResult);
        } catch (e) {
          reject(new Error(`The CMS validator gave no result: ${stdout.slice(0, 200)}`, { cause: e }));
        }
      },
    );
  });
}

/** Column letters ("C", "AA") to a 0-based index. */
function columnIndex(letters: string): number {
  let n = 0;
  for (const ch of letters) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

/**
 * One sentence per validator error. CSV paths name the cell ("C12": line 12, column C, with the
 * column's name when known); JSON paths name the element of standard_charge_information, whose line
 * `elementLine` supplies when known.
 */
export function describeError(
  e: ValidatorError,
  ctx: { header?: string[]; elementLine?: (index: number) => number | undefined } = {},
): string {
  const cell = /^([A-Z]+)?(?:row )?(\d+)$/.exec(e.path.trim());
  if (cell) {
    const line = Number(cell[2]);
    if (!cell[1]) return `Line ${line}: ${e.message}`;
    const name = ctx.header?.[columnIndex(cell[1])];
    return `Line ${line}, column ${cell[1]}${name ? ` ("${name}")` : ''}: ${e.message}`;
  }
  const item = /^\/standard_charge_information\/(\d+)(\/.*)?$/.exec(e.path);
  if (item) {
    const index = Number(item[1]);
    const line = ctx.elementLine?.(index);
    const where = item[2] ? ` at ${item[2].slice(1).replace(/\//g, '.')}` : '';
    return `${line ? `Line ${line}, ` : ''}item ${index + 1} of standard_charge_information${where}: ${e.message}`;
  }
  return `${e.path ? `${e.path.replace(/^\//, '').replace(/\//g, '.') || 'file'}: ` : ''}${e.message}`;
}
