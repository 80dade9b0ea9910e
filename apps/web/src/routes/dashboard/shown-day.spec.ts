import { createIntl } from 'react-intl';
import { shownDay } from './shown-day';

const english = createIntl({ locale: 'en-US' });
const spanish = createIntl({ locale: 'es-US' });

describe('shownDay', () => {
  it('writes English days as the letters do, unchanged by the Spanish work', () => {
    expect(shownDay('2026-11-26', english)).toBe('November 26, 2026');
    expect(shownDay(null, english)).toBe('—');
  });

  it('writes Spanish days as the glossary says, "26 de noviembre de 2026"', () => {
    expect(shownDay('2026-11-26', spanish)).toBe('26 de noviembre de 2026');
    expect(shownDay('2030-12-01', spanish)).toBe('1 de diciembre de 2030');
    expect(shownDay(undefined, spanish)).toBe('—');
  });

  it("keeps a moment's own ISO day in both languages (not moved by the reader's time zone)", () => {
    expect(shownDay('2026-03-01T23:30:00.000Z', english)).toBe('March 1, 2026');
    expect(shownDay('2026-03-01T23:30:00.000Z', spanish)).toBe('1 de marzo de 2026');
  });
});
