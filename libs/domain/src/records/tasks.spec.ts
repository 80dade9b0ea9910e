import { compareTasks, isOverdue, localToday, taskText, TASK_MESSAGES } from './tasks';

describe('to-do rules', () => {
  it('takes only non-blank, trimmed text under the cap', () => {
    expect(taskText('  Call the clinic ')).toEqual({ text: 'Call the clinic' });
    expect(taskText(' \n ')).toEqual({ error: TASK_MESSAGES.blank });
    expect(taskText(undefined)).toEqual({ error: TASK_MESSAGES.blank });
    expect(taskText('x'.repeat(501))).toEqual({ error: TASK_MESSAGES.tooLong });
  });

  it('sorts open before done, then due day (none last), then creation', () => {
    const t = (id: string, done: boolean, due: string | null, created: string) => ({
      id,
      done,
      due,
      createdAt: created,
    });
    const list = [
      t('a', true, '2026-01-01', '2026-01-01T00:00:00Z'),
      t('b', false, null, '2026-01-01T00:00:00Z'),
      t('c', false, '2026-02-01', '2026-01-03T00:00:00Z'),
      t('d', false, null, '2025-12-01T00:00:00Z'),
      t('e', false, '2026-01-15', '2026-01-05T00:00:00Z'),
    ];
    expect([...list].sort(compareTasks).map((x) => x.id)).toEqual(['e', 'c', 'd', 'b', 'a']);
  });

  it('calls an open task past its due day overdue', () => {
    expect(isOverdue({ done: false, due: '2026-01-01' }, '2026-01-02')).toBe(true);
    expect(isOverdue({ done: false, due: '2026-01-02' }, '2026-01-02')).toBe(false);
    expect(isOverdue({ done: true, due: '2026-01-01' }, '2026-01-02')).toBe(false);
    expect(isOverdue({ done: false, due: null }, '2026-01-02')).toBe(false);
    expect(localToday(new Date(2026, 0, 5, 23, 0))).toBe('2026-01-05');
  });
});
