import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrationHistoryProblems } from './migration-history';

const ROOT = path.resolve(__dirname, '..');

describe('migration history', () => {
  it('this repository: no committed migration changed since the rule began, none dated in the future', () => {
    expect(migrationHistoryProblems(ROOT)).toEqual([]);
  });

  describe('a repository that breaks the rule', () => {
    let repo: string;
    const git = (...args: string[]) =>
      execFileSync('git', args, { cwd: repo, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
      fs.writeFileSync(path.join(repo, file), text);
    };
    const commit = (message: string) => {
      git('add', '-A');
      git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', message);
    };
    const now = Date.now();
    const OLD = `libs/db/src/migrations/${now - 5000}-First.ts`;

    beforeEach(() => {
      repo = fs.mkdtempSync(path.join(os.tmpdir(), 'fp-migration-history-'));
      git('init', '-q');
      // Before the rule: edits are history, not refused.
      write(OLD, 'up 1');
      commit('first migration');
      write(OLD, 'up 2');
      commit('edited before the rule');
      write('tools/migration-history.ts', '// the rule');
      commit('the rule begins');
    });
    afterEach(() => fs.rmSync(repo, { recursive: true, force: true }));

    it('keeps it when commits only add migrations dated when written', () => {
      write(`libs/db/src/migrations/${now - 1000}-Second.ts`, 'up');
      write('libs/db/src/migrations/index.ts', 'list');
      commit('a new migration');
      expect(migrationHistoryProblems(repo, now)).toEqual([]);
    });

    it('refuses a commit that edits a committed migration, naming it', () => {
      write(OLD, 'up 3');
      commit('quietly edit');
      const problems = migrationHistoryProblems(repo, now);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toContain(OLD);
      expect(problems[0]).toContain('"quietly edit"');
      expect(problems[0]).toContain('edits it');
    });

    it('refuses a rename and a delete', () => {
      git('mv', OLD, `libs/db/src/migrations/${now - 4000}-First.ts`);
      commit('rename');
      expect(migrationHistoryProblems(repo, now).join('\n')).toMatch(/renames it to/);
      git('rm', '-q', `libs/db/src/migrations/${now - 4000}-First.ts`);
      commit('delete');
      expect(migrationHistoryProblems(repo, now).join('\n')).toMatch(/deletes it/);
    });

    it('refuses an edit not yet committed', () => {
      write(OLD, 'up 4');
      expect(migrationHistoryProblems(repo, now)).toEqual([
        `${OLD}: changed in the working tree. A committed migration is never changed: add a new one.`,
      ]);
    });

    it('refuses a migration dated in the future, committed or not', () => {
      const future = `libs/db/src/migrations/${now + 10 * 24 * 3600 * 1000}-Later.ts`;
      write(future, 'up');
      expect(migrationHistoryProblems(repo, now)).toEqual([
        `${future}: dated in the future. Name it with \`date +%s%3N\` when you write it.`,
      ]);
      commit('future');
      const problems = migrationHistoryProblems(repo, now);
      expect(problems).toContain(`${future}: dated in the future. Name it with \`date +%s%3N\` when you write it.`);
      expect(problems.some((p) => p.includes('dated after the commit that added it'))).toBe(true);
    });
  });
});
