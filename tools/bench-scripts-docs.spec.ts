import fs from 'node:fs';
import path from 'node:path';

// The README's "…run benchmarks" line names the bench:* scripts of package.json; a renamed script
// (bench:hpt became bench:price-files) left it naming one that no longer ran.
const root = path.resolve(__dirname, '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

function scripts(): string[] {
  const pkg = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
  return Object.keys(pkg.scripts)
    .filter((name) => name.startsWith('bench:'))
    .sort();
}

function readmeBenchmarks(): string[] {
  const readme = read('README.md');
  const start = readme.indexOf('**…run benchmarks.**');
  expect(start).toBeGreaterThan(-1);
  const item = readme.slice(start).split('\n- ')[0]!;
  return [...new Set([...item.matchAll(/`(?:npm run )?(bench:[a-z-]+)`/g)].map((m) => m[1]!))].sort();
}

describe('benchmark documentation', () => {
  it('package.json has bench scripts, each running a tools/bench-*.ts that exists', () => {
    const pkg = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    expect(scripts()).toEqual(expect.arrayContaining(['bench:lighthouse', 'bench:price-files']));
    for (const name of scripts()) {
      const file = /tools\/bench-[a-z-]+\.ts/.exec(pkg.scripts[name]!)?.[0];
      expect(file && fs.existsSync(path.join(root, file))).toBeTruthy();
    }
  });

  it('the README names exactly the bench scripts package.json has', () => {
    expect(readmeBenchmarks()).toEqual(scripts());
  });
});
