/**
 * `npm run check:migrations`: a committed migration is never changed, and none is dated in the future.
 *
 * Every commit since this check was added (the rule's start; before it, six migrations were renamed to
 * the dates they were written and five had been edited, see libs/db/src/migrations/renamed.ts and
 * EditedMigrationsRepair) may only add migration files. A commit that changes, renames or deletes one is
 * refused, and so is a working tree that changes one. A migration dated after the commit that added it
 * (more than a day: clocks differ) or after now is refused too. The unit tier runs it on the repository
 * (migration-history.spec.ts), so CI fails on such a commit.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export const MIGRATIONS_DIR = 'libs/db/src/migrations';
const MIGRATION_FILE = /^libs\/db\/src\/migrations\/(\d{13})-\w+\.ts$/;
const DAY_MS = 24 * 60 * 60 * 1000;

const git = (repo: string, args: string[]) =>
  execFileSync('git', args, { cwd: repo, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trimEnd();
const lines = (text: string) => text.split('\n').filter(Boolean);

/** The commit that added this check, in `repo`; undefined when it is not committed (or the clone is too shallow). */
function ruleStart(repo: string, checkFile: string): string | undefined {
  const added = lines(git(repo, ['log', '--diff-filter=A', '--format=%H', '--', checkFile]));
  return added.at(-1);
}

/** What `repo` does against the rule, one sentence each; empty when it keeps it. */
export function migrationHistoryProblems(
  repo: string,
  now = Date.now(),
  checkFile = 'tools/migration-history.ts',
): string[] {
  const problems: string[] = [];
  const start = ruleStart(repo, checkFile);
  const range = start ? [`${start}..HEAD`] : ['HEAD'];
  for (const commit of lines(git(repo, ['rev-list', '--no-merges', ...range, '--', MIGRATIONS_DIR]))) {
    const [committedAt, subject] = git(repo, ['show', '-s', '--format=%ct%x00%s', commit]).split('\0');
    const changes = lines(
      git(repo, ['diff-tree', '--no-commit-id', '-r', '-M', '--name-status', commit, '--', MIGRATIONS_DIR]),
    );
    for (const change of changes) {
      const [status, ...paths] = change.split('\t');
      const file = paths[0];
      const match = MIGRATION_FILE.exec(file);
      if (!match) continue;
      const at = `${commit.slice(0, 7)} ("${subject}")`;
      if (status !== 'A') {
        const what = status.startsWith('R') ? `renames it to ${paths[1]}` : status === 'D' ? 'deletes it' : 'edits it';
        problems.push(`${file}: commit ${at} ${what}. A committed migration is never changed: add a new one.`);
      } else if (Number(match[1]) > Number(committedAt) * 1000 + DAY_MS) {
        problems.push(
          `${file}: dated after the commit that added it, ${at}. Name it with \`date +%s%3N\` when you write it.`,
        );
      }
    }
  }
  for (const change of lines(git(repo, ['status', '--porcelain', '--', MIGRATIONS_DIR]))) {
    const status = change.slice(0, 2);
    const file = change.slice(3).split(' -> ')[0];
    if (MIGRATION_FILE.test(file) && status !== '??' && !status.includes('A'))
      problems.push(`${file}: changed in the working tree. A committed migration is never changed: add a new one.`);
  }
  for (const file of lines(git(repo, ['ls-files', '--', MIGRATIONS_DIR])).concat(
    lines(git(repo, ['ls-files', '--others', '--exclude-standard', '--', MIGRATIONS_DIR])),
  )) {
    const match = MIGRATION_FILE.exec(file);
    if (match && Number(match[1]) > now)
      problems.push(`${file}: dated in the future. Name it with \`date +%s%3N\` when you write it.`);
  }
  return problems;
}

if (require.main === module) {
  const repo = path.resolve(__dirname, '..');
  const problems = migrationHistoryProblems(repo);
  for (const p of problems) console.error(p);
  if (problems.length === 0) console.log('Migrations: none changed since the rule began, none dated in the future.');
  process.exit(problems.length === 0 ? 0 : 1);
}
