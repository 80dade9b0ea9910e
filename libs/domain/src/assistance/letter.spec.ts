import { assistanceLetterLines, type AssistanceLetterInput } from './letter';
import type { AssistanceAnswer } from './types';

const answer: AssistanceAnswer = {
  povertyPercent: 150.2,
  guidelineYear: 2025,
  guidelineCents: 2_665_000,
  outcome: 'DISCOUNTED_CARE',
  outcomeText: 'Discounted care',
  summary: ['A summary sentence.'],
  bases: [
    {
      citation: '26 U.S.C. 501(r)(4); 26 CFR 1.501(r)-4',
      guarantees: 'A nonprofit hospital must have a written financial assistance policy.',
      effective: '2014-12-29',
      url: null,
    },
    {
      citation: '26 U.S.C. 501(r)(5); 26 CFR 1.501(r)-5',
      guarantees: 'No more than the amounts generally billed.',
      effective: '2014-12-29',
      url: null,
    },
  ],
  capCents: 412_345,
  capText: 'Estimated from Medicare.',
  applyBy: '2027-03-20',
  applyByText: '240 days after the first bill (26 CFR 1.501(r)-1(b)(3)).',
  deadlines: [
    { date: '2027-03-20', rule: '240 days after the first bill (26 CFR 1.501(r)-1(b)(3))', passed: false },
  ],
  documents: ['Proof of income for everyone in the household.'],
  notAssessedReason: null,
};

const input = (over: Partial<AssistanceLetterInput> = {}): AssistanceLetterInput => ({
  sender: { firstName: 'Ana', lastName: 'Diaz', email: 'ana@example.com' },
  today: 'November 26, 2026',
  bill: {
    eventName: 'Knee surgery',
    admitted: '2026-07-01',
    departed: '2026-07-03',
    billDate: '2026-07-23',
    billedCents: 2_500_000,
    hospital: {
      name: 'Mercy General',
      address: '1 Main St',
      city: 'Sacramento',
      state: 'CA',
      zip: '95819',
      ownership: 'nonprofit',
    },
  },
  household: { householdSize: 3, annualIncomeCents: 4_000_000, state: 'CA', insurance: 'UNINSURED' },
  answer,
  ...over,
});

describe('assistanceLetterLines', () => {
  it('names the hospital, the household, each rule, the cap and the deadline', () => {
    const text = assistanceLetterLines(input()).join('\n');
    expect(text).toContain('Mercy General, 1 Main St, Sacramento, CA 95819');
    expect(text).toContain('admitted July 1, 2026, discharged July 3, 2026');
    expect(text).toContain('a household of 3 people, with a yearly income before tax of $40,000');
    expect(text).toContain('150.2% of the 2025 federal poverty guideline');
    expect(text).toContain('- 26 U.S.C. 501(r)(4); 26 CFR 1.501(r)-4: A nonprofit hospital');
    expect(text).toContain('about $4,123.45');
    expect(text).toContain('within the application period: by March 20, 2027, 240 days after the first bill');
    expect(text).toContain('Bill dated [the date printed on your bill]');
    expect(text).toContain(
      'suspend extraordinary collection actions while an application is pending (26 CFR 1.501(r)-6(c))',
    );
    expect(text).toContain('- Proof of income for everyone in the household.');
    expect(text.split('\n').at(-1)).toBe('Ana Diaz');
  });

  it('asks for the AGB cap without a figure when the rule applies but no estimate is known', () => {
    const text = assistanceLetterLines(input({ answer: { ...answer, capCents: null, capText: null } })).join(
      '\n',
    );
    expect(text).toContain(
      'I ask to be charged no more than the amounts generally billed to insured patients for this care (26 CFR 1.501(r)-5).',
    );
    expect(text).not.toContain('by my estimate');
  });

  it('asks for the hold without the nonprofit rule at a for-profit hospital, and leaves out what is unknown', () => {
    const base = input();
    const lines = assistanceLetterLines({
      ...base,
      bill: {
        ...base.bill,
        admitted: null,
        departed: null,
        hospital: { ...base.bill.hospital!, ownership: 'for_profit' },
      },
      household: { ...base.household, householdSize: 1 },
      answer: { ...answer, capCents: null, capText: null, applyBy: null, deadlines: [], bases: [] },
    });
    const text = lines.join('\n');
    expect(text).toContain('please hold all collection on this bill');
    expect(text).not.toContain('1.501(r)-6(c)');
    expect(text).not.toContain('amounts generally billed');
    expect(text).not.toContain('last day to apply');
    expect(text).not.toContain('I ask you to apply these rules');
    expect(text).toContain('a household of 1 person');
    expect(text).toContain(
      'Re: Application for financial assistance and request to hold collection: Knee surgery\n',
    );
  });
});
