/**
 * The itemized-line check's sentences (line-checks.ts) in English, as templates; line-checks-text-es.ts
 * holds them in Spanish, key for key and placeholder for placeholder (text/text-tables.spec.ts).
 */
export const LINE_CHECK_TEXT_EN = Object.freeze({
  rev: 'rev {code}',
  on: 'on {date}',
  forQuantity: ' for {quantity}',
  line: '{parts} (page {page}, line {line})',
  duplicate:
    '{what} is charged {count} times on {date}: {lines}. Ask whether you received it {count} times; if not, the extra {extra} should come off.',
  afterDischarge:
    '{line} is dated after your discharge on {date}. Ask what it was for: care after you left is not part of this stay.',
  beforeAdmission:
    '{line} is dated before your admission on {date}. Ask what it was for (tests in the 3 days before an inpatient stay are billed with the stay).',
  visitQuantity:
    '{line} bills a visit code {quantity} times on one line. Rule used: an evaluation and management visit (CPT 99202–99499) is billed once a day by one doctor. Ask why it is more than one.',
  units:
    '{line} bills {quantity} units on one line. Rule used: more than {max} units of one item on one line is rare. Ask what was counted.',
  roomDays:
    'The bill charges {days} room-and-board days (revenue codes 0100–0219) for a stay of {nights} {nightWord} ({from} to {to}); the day you leave is not a room day. Ask for the {excess} extra {dayWord} to come off.',
  night: 'night',
  nights: 'nights',
  day: 'day',
  days: 'days',
  abovePriceFile:
    "{line} is {above} above the highest rate the hospital's own price file lists for {code} ({rate}{times}; {source}). Ask why the bill is above the hospital's published price.",
});

export type LineCheckTextKey = keyof typeof LINE_CHECK_TEXT_EN;
