/** Infections and sepsis (MDC 18, ids 1801-1899) and HIV (MDC 25, ids 2501-2599). */
import { conditionsOf, work } from './helpers';
import type { ConditionDef } from './types';

const c = conditionsOf(18);
const hiv = conditionsOf(25);

export const INFECTIOUS_CONDITIONS: ConditionDef[] = [
  c({
    id: 1801,
    slug: 'sepsis',
    name: 'Sepsis',
    common: true,
    categories: ['sepsis', 'infection', 'intensive-care'],
    specialties: ['Hospital medicine', 'Critical care', 'Infectious disease', 'Emergency medicine'],
    work: work(['Labs', 'Fluids', 'IV medications'], ['Xray', 'CT scan', 'Procedure', 'Surgery']),
    hospitalization: 4,
    drgs: '870-872 853-855',
    icd10: ['A419', 'A4151', 'R6521'],
    summary:
      "The body's extreme reaction to an infection, which can damage organs and needs urgent treatment.",
  }),
  c({
    id: 1802,
    slug: 'infection-after-surgery',
    name: 'Infection after surgery or injury',
    categories: ['surgical-infection', 'infection', 'wound-care'],
    specialties: ['General surgery', 'Infectious disease', 'Wound care'],
    work: work(['Labs', 'IV medications'], ['CT scan', 'Procedure', 'Surgery']),
    hospitalization: 4,
    drgs: '856-858 862-863',
    icd10: ['T8140XA', 'T8141XA', 'T8149XA'],
    summary: 'An infected surgical wound or injury that needs antibiotics and sometimes another operation.',
  }),
  c({
    id: 1803,
    slug: 'fever',
    name: 'Fever',
    common: true,
    categories: ['fever', 'urgent-care', 'children'],
    specialties: ['Family medicine', 'Pediatrics', 'Urgent care', 'Emergency medicine'],
    work: work(['Labs'], ['Swab', 'Xray', 'Fluids', 'Medications']),
    hospitalization: 1,
    drgs: '864',
    icd10: ['R509', 'R6510'],
    summary: 'A high temperature without a clear cause, which needs tests to look for an infection.',
  }),
  c({
    id: 1804,
    slug: 'viral-illness',
    name: 'Viral illness',
    categories: ['viral-infection', 'fever'],
    specialties: ['Family medicine', 'Pediatrics', 'Infectious disease'],
    work: work(['Medications'], ['Swab', 'Labs', 'Fluids']),
    hospitalization: 1,
    drgs: '865-866',
    icd10: ['B349', 'B084', 'B2790'],
    summary:
      'An infection from a virus, such as mono or hand-foot-and-mouth disease, that usually runs its course.',
  }),
  c({
    id: 1805,
    slug: 'lyme-disease',
    name: 'Lyme disease and tick-borne illness',
    categories: ['lyme-disease', 'infection', 'rash'],
    specialties: ['Infectious disease', 'Family medicine'],
    work: work(['Labs', 'Prescription'], ['IV medications']),
    hospitalization: 1,
    drgs: '867-869',
    icd10: ['A6920', 'A770'],
    summary: 'Infections spread by tick bites that cause fever, rash and joint pain.',
  }),
  c({
    id: 1806,
    slug: 'other-infections',
    name: 'Fungal, parasitic and other infections',
    categories: ['fungal-infection', 'infection'],
    specialties: ['Infectious disease', 'Hospital medicine'],
    work: work(['Labs'], ['IV medications', 'Prescription', 'CT scan']),
    hospitalization: 2,
    drgs: '867-869',
    icd10: ['B49', 'B89', 'A499'],
    summary: 'Infections from fungi, parasites or other germs that affect more than one part of the body.',
  }),
];

export const HIV_CONDITIONS: ConditionDef[] = [
  hiv({
    id: 2501,
    slug: 'hiv',
    name: 'HIV and related illness',
    categories: ['hiv', 'infection', 'immune-disorders'],
    specialties: ['Infectious disease'],
    work: work(['Labs', 'Prescription'], ['IV medications', 'CT scan', 'Procedure']),
    hospitalization: 2,
    drgs: '969-970 974-977',
    icd10: ['B20', 'Z21'],
    summary: 'Hospital care for HIV and the infections or other illnesses that come with it.',
  }),
];
