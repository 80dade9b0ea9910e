import { findingLetterLines, letterDate, letterToday, senderBlock, senderName } from './letter';

describe('letter parts', () => {
  it('writes dates as a US reader does', () => {
    expect(letterDate('2026-11-26')).toBe('November 26, 2026');
    expect(letterDate('2026-01-05T23:30:00.000Z')).toBe('January 5, 2026');
    expect(letterToday(new Date(2026, 1, 3, 12))).toBe('February 3, 2026');
    expect(letterDate('not a date')).toBe('not a date');
  });

  it('fills the sender block from the account, with a placeholder only for what it lacks', () => {
    expect(
      senderBlock({
        firstName: 'Pat',
        lastName: 'Doe',
        email: 'pat@example.com',
        address: '12 Elm St',
        address2: 'Apt 4',
        city: 'Austin',
        state: 'TX',
        zip: '78701',
      }),
    ).toEqual(['Pat Doe', '12 Elm St', 'Apt 4', 'Austin, TX 78701', 'pat@example.com']);
    expect(senderBlock({ firstName: 'Pat', email: 'pat@example.com' })).toEqual([
      'Pat',
      '[Your postal address]',
      'pat@example.com',
    ]);
    expect(senderName({ firstName: ' ', lastName: null })).toBe('[Your name]');
  });
});

describe('findingLetterLines', () => {
  it('asks about each kept finding in its own words, and adds nothing when none is kept', () => {
    expect(findingLetterLines([])).toEqual([]);
    const one = findingLetterLines([{ text: '85025 is charged 2 times on 2025-01-06.' }]);
    expect(one).toEqual([
      '',
      'I also ask you to review this line of the itemized bill:',
      '- 85025 is charged 2 times on 2025-01-06.',
      'Please correct any charge that is in error and send me a corrected bill.',
    ]);
    expect(findingLetterLines([{ text: 'A.' }, { text: 'B.' }])[1]).toBe(
      'I also ask you to review these lines of the itemized bill:',
    );
  });
});
