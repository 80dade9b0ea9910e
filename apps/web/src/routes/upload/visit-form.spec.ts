/**
 * The upload form's saveVisit input on a saved visit (issue 25): it carries only what the user changed, so the
 * server, which changes nothing a request leaves out, keeps the rest of the visit and its bills.
 */
import {
  describeChanges,
  EMPTY_VISIT,
  validateVisit,
  visitInput,
  visitValues,
  type SavedVisit,
} from './visit-form';

const tags = (ids: readonly string[]) => ids.map((id) => ({ id, text: id }));
const TAGS = { diagnoses: tags, procedures: tags, conditions: tags };

const SAVED: SavedVisit = {
  id: 'v1',
  providerName: 'Hilltop Orthopedics',
  providerId: null,
  diagnoses: [{ id: 'Torn meniscus', text: 'Torn meniscus' }],
  procedures: [],
  conditions: [],
  admitted: '2026-03-02',
  departed: null,
  stars: 3,
  body: null,
  insurance: 'Aetna',
  // Newest first, as the API answers.
  bills: [
    { id: 'b2', billType: 'Radiology', totalCents: 45050, selfCents: 45050, payInsCents: null },
    { id: 'b1', billType: 'Doctor', totalCents: 123456, selfCents: 23456, payInsCents: 100000 },
  ],
  files: [],
};

describe('the upload form on a saved visit', () => {
  const initial = visitValues(SAVED);

  it('shows every bill as a line item, oldest first, and asks for no visit total', () => {
    expect(initial.ownBill).toBe(false);
    expect(initial.lines.map((l) => [l.id, l.billType, l.total])).toEqual([
      ['b1', 'Doctor', '1,234.56'],
      ['b2', 'Radiology', '450.50'],
    ]);
  });

  it('sends only the files when nothing was changed', () => {
    expect(visitInput(initial, initial, TAGS, ['f1'])).toEqual({ fileIds: ['f1'] });
    expect(describeChanges(initial, initial)).toEqual([]);
    // The same amount typed again another way is no change.
    const retyped = { ...initial, lines: [{ ...initial.lines[0], total: '1234.56' }, initial.lines[1]] };
    expect(visitInput(retyped, initial, TAGS, [])).toEqual({ fileIds: [] });
  });

  it('sends the changed fields and the changed amounts of a saved bill, nothing else', () => {
    const edited = {
      ...initial,
      insurance: 'Cigna',
      lines: [initial.lines[0], { ...initial.lines[1], total: '460.50' }],
    };
    expect(visitInput(edited, initial, TAGS, [])).toEqual({
      insurance: 'Cigna',
      lines: [{ id: 'b2', totalCents: 46050 }],
      fileIds: [],
    });
    expect(describeChanges(edited, initial)).toEqual(['Insurance company', 'Radiology: total']);
  });

  it('sends a file ticked on a saved bill with that bill only, and a new line in full', () => {
    const edited = {
      ...initial,
      lines: [
        { ...initial.lines[0], files: ['f1'] },
        initial.lines[1],
        { billType: 'Lab', total: '20', pay: '', payIns: '', files: [] },
      ],
    };
    expect(visitInput(edited, initial, TAGS, ['f1', 'f2'])).toEqual({
      lines: [
        { id: 'b1', fileIds: ['f1'] },
        { billType: 'Lab', totalCents: 2000, selfCents: 0, payInsCents: null },
      ],
      fileIds: ['f2'],
    });
    expect(describeChanges(edited, initial)).toEqual(['a new bill']);
  });
});

describe('a new upload with the bill’s printed MS-DRG (issue 41)', () => {
  const filled = {
    ...EMPTY_VISIT,
    clinic: 'Demo Stonebridge Health Center',
    admitted: '01/10/2026',
    total: '45,000.00',
    pay: '450.00',
    codes: ['DRG 291'],
  };

  it('needs no diagnosis when the codes hold an MS-DRG, and still one without', () => {
    expect(validateVisit(filled, tags)).toEqual({});
    expect(validateVisit({ ...filled, codes: ['99284'] }, tags)).toHaveProperty('diagnoses');
    expect(validateVisit({ ...filled, codes: [] }, tags)).toHaveProperty('diagnoses');
  });

  it('sends the codes and the amount due with the visit’s own bill', () => {
    const input = visitInput(filled, EMPTY_VISIT, TAGS, []);
    expect(input.lines).toEqual([
      { billType: 'Visit', codes: ['DRG 291'], totalCents: 4500000, selfCents: 45000, payInsCents: null },
    ]);
  });
});
