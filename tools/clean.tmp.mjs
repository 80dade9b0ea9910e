import { cleanImage } from '../libs/bill-reading/src/read-worker.mjs';
import fs from 'node:fs';
const t0 = Date.now();
const out = await cleanImage(fs.readFileSync(process.argv[2]));
console.log(Date.now() - t0, 'ms');
fs.writeFileSync(process.argv[3], out);
