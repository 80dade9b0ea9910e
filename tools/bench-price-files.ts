/**
 * `npm run bench:price-files [-- --mb N] [-- --no-validate]`: generates a v3 JSON price file and a v3 tall CSV
 * of N MB each (default 1000) under /tmp, streamed to disk (never held in memory), imports each into a
 * fresh PostgreSQL database, prints rows/s and peak memory, and deletes the files and databases.
 *
 * Each import runs in a child process of its own (plain `node --import tsx`, default V8 flags), so its
 * peak RSS is not mixed with the generator's.
 * RSS is sampled every 50 ms; the kernel's peak (getrusage maxRSS) is printed too. CMS's validator
 * runs first in its own process (see libs/price-files validate.ts); its time and peak RSS are printed apart.
 * "rows" are the database rows written: items + their codes + payer rates.
 *
 * PostgreSQL: an admin connection TEST_DATABASE_URL (default postgres://root@127.0.0.1:5432/test);
 * a database fp_test_<random> is created next to it and dropped afterwards.
 */
import 'reflect-metadata';
import { spawnSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync, statSync, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { openTestDatabase } from '@fp/db/testing';
import { PriceFileImportError, importHospitalPriceFile } from '@fp/price-files';
import { exitWith } from './cli';

/** The attestation CMS requires verbatim in v3 files (45 CFR 180.50). */
const ATTESTATION =
  'To the best of its knowledge and belief, this hospital has included all applicable standard charge information in accordance with the requirements of 45 CFR 180.50, and the information encoded is true, accurate, and complete as of the date in the file. This hospital has included all payer-specific negotiated charges in dollars that can be expressed as a dollar amount. For payer-specific negotiated charges that cannot be expressed as a dollar amount in the machine-readable file or not knowable in advance, the hospital attests that the payer-specific negotiated charge is based on a contractual algorithm, percentage or formula that precludes the provision of a dollar amount and has provided all necessary information available to the hospital for the public to be able to derive the dollar amount, including, but not limited to, the specific fee schedule or components referenced in such percentage, algorithm or formula.';

const PAYERS = [
  ['UnitedHealthcare', 'Choice Plus PPO'],
  ['Aetna', 'Open Access HMO'],
  ['Cigna', 'LocalPlus'],
  ['Blue Cross Blue Shield of Vermont', 'BlueCare'],
  ['MVP Health Care', 'Preferred EPO'],
  ['Humana', 'Medicare Advantage PPO'],
] as const;

/** A tiny deterministic generator, so every run writes the same files. */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const money = (r: () => number, max: number) => Math.round(r() * max * 100) / 100;

async function write(out: WriteStream, text: string): Promise<void> {
  if (!out.write(text)) await once(out, 'drain');
}

async function generateJson(file: string, bytes: number): Promise<number> {
  const r = rng(1);
  const out = createWriteStream(file);
  await write(
    out,
    `{"hospital_name":"Bench General Hospital","last_updated_on":"2026-04-01","version":"3.0.0",` +
      `"location_name":["Bench General Hospital"],"hospital_address":["1 Main Street, Brattleboro, VT 05301"],` +
      `"license_information":{"state":"VT","license_number":"12345"},` +
      `"attestation":{"attestation":${JSON.stringify(ATTESTATION)},"confirm_attestation":true,"attester_name":"Bench Attester"},` +
      `"type_2_npi":["0000000001"],"standard_charge_information":[\n`,
  );
  let written = 0;
  let items = 0;
  while (written < bytes) {
    const code = String(10000 + Math.floor(r() * 89999));
    const gross = money(r, 20000) + 100;
    const payers = PAYERS.map(([payer, plan]) => {
      const dollar = Math.round(gross * (0.3 + r() * 0.4) * 100) / 100;
      return (
        `{"payer_name":"${payer}","plan_name":"${plan}","standard_charge_dollar":${dollar},` +
        `"median_amount":${dollar},"10th_percentile":${Math.round(dollar * 80) / 100},` +
        `"90th_percentile":${Math.round(dollar * 120) / 100},"count":"${11 + Math.floor(r() * 500)}","methodology":"fee schedule"}`
      );
    });
    const item =
      `${items > 0 ? ',\n' : ''}{"description":"Bench procedure ${code} with a description of usual length","code_information":[{"code":"${code}","type":"CPT"},{"code":"0${300 + (items % 600)}","type":"RC"}],` +
      `"standard_charges":[{"setting":"outpatient","gross_charge":${gross},"discounted_cash":${Math.round(gross * 70) / 100},` +
      `"minimum":${Math.round(gross * 30) / 100},"maximum":${Math.round(gross * 70) / 100},"payers_information":[${payers.join(',')}]}]}`;
    await write(out, item);
    written += Buffer.byteLength(item);
    items++;
  }
  await write(out, '\n]}\n');
  out.end();
  await once(out, 'finish');
  return items;
}

async function generateCsv(file: string, bytes: number): Promise<number> {
  const r = rng(2);
  const out = createWriteStream(file);
  await write(
    out,
    `hospital_name,last_updated_on,version,location_name,hospital_address,license_number|VT,type_2_npi,"${ATTESTATION}",attester_name\n` +
      'Bench General Hospital,2026-04-01,3.0.0,Bench General Hospital,"1 Main Street, Brattleboro, VT 05301",12345,0000000001,TRUE,Bench Attester\n' +
      'description,code | 1,code | 1 | type,code | 2,code | 2 | type,setting,drug_unit_of_measurement,drug_type_of_measurement,standard_charge | gross,standard_charge | discounted_cash,payer_name,plan_name,modifiers,standard_charge | negotiated_dollar,standard_charge | negotiated_percentage,standard_charge | negotiated_algorithm,median_amount,10th_percentile,90th_percentile,count,standard_charge | min,standard_charge | max,standard_charge | methodology,additional_generic_notes\n',
  );
  let written = 0;
  let rows = 0;
  let n = 0;
  while (written < bytes) {
    n++;
    const code = String(10000 + Math.floor(r() * 89999));
    const gross = money(r, 20000) + 100;
    const cash = Math.round(gross * 70) / 100;
    let chunk = '';
    for (const [payer, plan] of PAYERS) {
      const dollar = Math.round(gross * (0.3 + r() * 0.4) * 100) / 100;
      chunk +=
        `Bench procedure ${code} number ${n},${code},CPT,0${300 + (n % 600)},RC,outpatient,,,${gross},${cash},"${payer}",${plan},,` +
        `${dollar},,,${dollar},${Math.round(dollar * 80) / 100},${Math.round(dollar * 120) / 100},${11 + Math.floor(r() * 500)},` +
        `${Math.round(gross * 30) / 100},${Math.round(gross * 70) / 100},fee schedule,\n`;
      rows++;
    }
    await write(out, chunk);
    written += Buffer.byteLength(chunk);
  }
  out.end();
  await once(out, 'finish');
  return rows;
}

interface ChildResult {
  items: number;
  rates: number;
  codes: number;
  elapsedMs: number;
  validationMs: number | null;
  validatorPeakRssMb: number | null;
  peakRssMb: number;
  kernelPeakRssMb: number;
  writeMode: string;
}

/** In the child: import one file into a fresh PostgreSQL database, sampling memory. */
async function child(file: string, validate: boolean): Promise<void> {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 50);
  const db = await openTestDatabase('postgres');
  try {
    const s = await importHospitalPriceFile(db.dataSource, file, { validate });
    clearInterval(timer);
    const result: ChildResult = {
      items: s.items,
      rates: s.rates,
      codes: s.codes,
      elapsedMs: s.elapsedMs,
      validationMs: s.validation?.ms ?? null,
      validatorPeakRssMb: s.validation?.maxRssKb ? Math.round(s.validation.maxRssKb / 1024) : null,
      peakRssMb: Math.round(Math.max(peak, process.memoryUsage.rss()) / 1048576),
      kernelPeakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
      writeMode: s.writeMode,
    };
    process.stdout.write(`RESULT ${JSON.stringify(result)}\n`);
  } finally {
    clearInterval(timer);
    await db.drop();
  }
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  const validate = !argv.includes('--no-validate');
  const childAt = argv.indexOf('--child');
  if (childAt >= 0) {
    await child(argv[childAt + 1], validate);
    return 0;
  }
  const mbAt = argv.indexOf('--mb');
  const mb = mbAt >= 0 ? Number(argv[mbAt + 1]) : 1000;
  if (!Number.isFinite(mb) || mb <= 0) {
    console.error('--mb must be a positive number of megabytes.');
    return 2;
  }
  const dir = mkdtempSync('/tmp/fp-hpt-bench-');
  let failed = false;
  try {
    for (const kind of ['json', 'tall_csv'] as const) {
      const file = path.join(dir, kind === 'json' ? 'bench_v3.json' : 'bench_v3_tall.csv');
      const genStarted = Date.now();
      const count = kind === 'json' ? await generateJson(file, mb * 1e6) : await generateCsv(file, mb * 1e6);
      const size = statSync(file).size;
      console.log(
        `\n${kind}: generated ${(size / 1e6).toFixed(0)} MB (${fmt(count)} ${kind === 'json' ? 'items' : 'rows'}) in ${((Date.now() - genStarted) / 1000).toFixed(0)} s`,
      );
      const args = ['--import', 'tsx', __filename, '--child', file];
      if (!validate) args.push('--no-validate');
      const r = spawnSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
      rmSync(file, { force: true });
      const line = r.stdout.split('\n').find((l) => l.startsWith('RESULT '));
      if (r.status !== 0 || !line) {
        console.error(`  import failed (exit ${r.status}): ${r.stderr.slice(-2000)}`);
        failed = true;
        continue;
      }
      const res = JSON.parse(line.slice('RESULT '.length)) as ChildResult;
      const rows = res.items + res.rates + res.codes;
      const importMs = res.elapsedMs - (res.validationMs ?? 0);
      console.log(
        `  stored     ${fmt(res.items)} items, ${fmt(res.codes)} codes, ${fmt(res.rates)} payer rates (${res.writeMode.toUpperCase()})`,
      );
      console.log(
        `  import     ${(importMs / 1000).toFixed(1)} s: ${fmt((rows / importMs) * 1000)} rows/s, ${((size / 1e6 / importMs) * 1000).toFixed(1)} MB/s`,
      );
      if (res.validationMs !== null)
        console.log(
          `  validator  ${(res.validationMs / 1000).toFixed(1)} s, peak RSS ${res.validatorPeakRssMb} MB (its own process)`,
        );
      console.log(
        `  total      ${(res.elapsedMs / 1000).toFixed(1)} s: ${fmt((rows / res.elapsedMs) * 1000)} rows/s including validation`,
      );
      console.log(
        `  peak RSS   ${res.peakRssMb} MB sampled, ${res.kernelPeakRssMb} MB kernel peak (importer process)`,
      );
      const over = Math.max(res.kernelPeakRssMb, res.validatorPeakRssMb ?? 0) >= 300;
      if (over) {
        console.error('  peak RSS is over the 300 MB budget');
        failed = true;
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const [l1, l5, l15] = loadavg().map((n) => n.toFixed(2));
  console.log(
    `\nImport child: node with default flags (no heap cap). Load average ${l1} ${l5} ${l15} on ${cpus().length} CPUs: the machine is shared, timings vary with the other work on it.`,
  );
  return failed ? 1 : 0;
}

function describe(err: unknown): string {
  if (err instanceof PriceFileImportError) return [err.message, ...err.messages.slice(0, 10)].join('\n  ');
  return err instanceof Error ? (err.stack ?? err.message) : String(err);
}

exitWith(main(), describe);
