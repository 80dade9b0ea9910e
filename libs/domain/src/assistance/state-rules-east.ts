/** State charity-care laws, eastern states. Each entry's sources: docs/ASSISTANCE-SOURCES.md. */
import type { StateAssistanceRule } from './state-rule-types';

export const NEW_JERSEY: StateAssistanceRule = {
  state: 'NJ',
  stateName: 'New Jersey',
  kind: 'STATE_FLOOR',
  binds: 'ALL_HOSPITALS',
  bindsText: 'every acute care hospital licensed in New Jersey, nonprofit or for-profit',
  patients: 'ANY',
  bands: [
    { upToPercent: 200, kind: 'FREE', minDiscountPercent: 100, text: 'free care (Charity Care) for necessary hospital services' },
    { upToPercent: 225, kind: 'DISCOUNT', minDiscountPercent: 80, text: 'you pay 20 % of the charge' },
    { upToPercent: 250, kind: 'DISCOUNT', minDiscountPercent: 60, text: 'you pay 40 % of the charge' },
    { upToPercent: 275, kind: 'DISCOUNT', minDiscountPercent: 40, text: 'you pay 60 % of the charge' },
    { upToPercent: 300, kind: 'DISCOUNT', minDiscountPercent: 20, text: 'you pay 80 % of the charge' },
    {
      upToPercent: 500,
      below: true,
      kind: 'DISCOUNT',
      minDiscountPercent: null,
      patients: 'UNINSURED',
      residentsOnly: true,
      text: 'an uninsured New Jersey resident under 500 % may be charged no more than 115 % of the Medicare rate',
    },
  ],
  capText:
    'An uninsured New Jersey resident with family income under 500 % of the poverty guidelines may be charged no more than 115 % of the Medicare rate (N.J.S.A. 26:2H-12.52).',
  notes: [
    'Charity Care also has an asset test: assets at the time of service of no more than $7,500 for one person or $15,000 for a family (N.J.A.C. 10:52-11.9).',
    'The reduced percentages apply to the whole bill or to what is left after insurance pays.',
  ],
  bases: [
    {
      citation: 'N.J.S.A. 26:2H-18.60; N.J.A.C. 10:52-11.8',
      guarantees:
        'Free hospital care at or below 200 % of the poverty guidelines; between 200 % and 300 % you pay 20 % to 80 % of the charge on a sliding scale.',
      effective: '1995-07-01',
      url: 'https://www.nj.gov/health/charitycare/',
    },
    {
      citation: 'N.J.S.A. 26:2H-12.52 (P.L. 2008, c. 60)',
      guarantees:
        'Uninsured New Jersey residents with family income under 500 % of the poverty guidelines may be charged no more than 115 % of the Medicare rate.',
      effective: '2008-07-01',
      url: 'https://lis.njleg.state.nj.us/nxt/gateway.dll?f=templates&fn=default.htm&vid=Publish:10.1048/Enu',
    },
  ],
};

export const EAST_RULES: StateAssistanceRule[] = [NEW_JERSEY];
