/**
 * Rehabilitation and other hospital services (MDC 23, ids 2301-2399), plus the stays that belong
 * to no MDC (981-989 surgery unrelated to the main diagnosis, 998-999 ungroupable). Those two are
 * inactive: nobody searches for them, but the importer must still be able to place their prices.
 */
import { conditionsOf, work } from './helpers';
import type { ConditionDef } from './types';

const c = conditionsOf(23);

export const OTHER_CONDITIONS: ConditionDef[] = [
  c({
    id: 2301,
    slug: 'rehabilitation',
    name: 'Inpatient rehabilitation',
    categories: ['rehabilitation', 'physical-therapy', 'stroke'],
    specialties: ['Physical medicine and rehabilitation'],
    work: work(['Medications'], ['Labs']),
    hospitalization: 4,
    drgs: '945-946',
    icd10: ['Z5189'],
    summary:
      'Daily physical, occupational and speech therapy in the hospital after a stroke, injury or surgery.',
  }),
  c({
    id: 2302,
    slug: 'weakness-falls',
    name: 'Weakness, falls and feeling unwell',
    common: true,
    categories: ['weakness', 'falls', 'older-adults'],
    specialties: ['Hospital medicine', 'Geriatrics', 'Family medicine'],
    work: work(['Labs'], ['CT scan', 'Xray', 'Fluids']),
    hospitalization: 2,
    drgs: '947-948',
    icd10: ['R531', 'R296', 'R4182'],
    summary: 'General weakness, repeated falls or confusion without a clear cause, which needs a work-up.',
  }),
  c({
    id: 2303,
    slug: 'aftercare',
    name: 'Aftercare and follow-up care',
    categories: ['aftercare', 'hospital-stay'],
    specialties: ['Hospital medicine', 'Wound care'],
    work: work(['Labs'], ['Procedure', 'IV medications']),
    hospitalization: 2,
    drgs: '949-950',
    icd10: ['Z4889', 'Z4801'],
    summary: 'Care after an earlier illness or surgery, such as dressing changes or removing a device.',
  }),
  c({
    id: 2304,
    slug: 'observation-other-services',
    name: 'Observation and other hospital services',
    categories: ['hospital-stay'],
    specialties: ['Hospital medicine'],
    work: work(['Labs'], ['Xray', 'CT scan', 'Procedure', 'Surgery']),
    hospitalization: 2,
    drgs: '951 939-941',
    icd10: ['Z0489', 'Z751', 'Z9911'],
    summary:
      'A hospital stay to watch and test, or for a reason other than an illness, such as awaiting a nursing home bed.',
  }),
  c({
    id: 2305,
    slug: 'surgery-unrelated-to-main-condition',
    name: 'Surgery during a stay for another condition',
    // Active: CMS files carry real prices under 981-989 (e.g. New York), so visitors must be able to reach them.
    active: true,
    categories: ['surgery', 'hospital-stay'],
    specialties: ['Hospital medicine', 'General surgery'],
    work: work(['Surgery', 'Labs']),
    hospitalization: 4,
    drgs: '981-989',
    icd10: [],
    summary: 'An operation during a hospital stay that is not related to the main reason for the stay.',
  }),
  c({
    id: 2306,
    slug: 'unclassified-hospital-stay',
    name: 'Unclassified hospital stay',
    active: false,
    categories: ['hospital-stay'],
    specialties: ['Hospital medicine'],
    work: [],
    hospitalization: 4,
    drgs: '998-999',
    icd10: [],
    summary: 'A hospital stay whose billing codes could not be assigned to any group.',
  }),
];
