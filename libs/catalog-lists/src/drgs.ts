/**
 * MS-DRG structure for grouper versions v25 (FY2008) to v41 (FY2024): which code numbers exist,
 * their Major Diagnostic Category and whether they are medical or surgical. Codes retired along the
 * way (e.g. 238 and 491, still in FY2011 data) are kept, with the MDC and partition they last had.
 */
import { CMS_DRG_TITLES } from './drg-titles-cms';

export type DrgType = 'surgical' | 'medical';

export interface DrgRange {
  from: number;
  to: number;
  /** MDC number; null for pre-MDC DRGs (001-019) and for 981-999, which belong to no MDC. */
  mdc: number | null;
  /** null only for 998/999 (invalid principal diagnosis, ungroupable). */
  type: DrgType | null;
}

export interface DrgInfo {
  /** Three digits, zero padded ("039"). */
  code: string;
  mdc: number | null;
  type: DrgType | null;
  /** True for the pre-MDC group (transplants, tracheostomy, ECMO, CAR-T). */
  preMdc: boolean;
}

/** Pre-MDC DRGs are grouped before any MDC; mdc is null for them and `preMdc` is true. */
const PRE_MDC = { from: 1, to: 19 };

const range = (from: number, to: number, mdc: number | null, type: DrgType | null): DrgRange => ({
  from,
  to,
  mdc,
  type,
});
const S = 'surgical';
const M = 'medical';

/**
 * Gaps between ranges are unused numbers. Within the pre-MDC block the bone marrow transplant DRGs
 * (014, 016-018) moved from the surgical to the medical partition with v33 (ICD-10); 009 and 015
 * were retired before that and stay surgical.
 */
export const DRG_RANGES: DrgRange[] = [
  range(1, 13, null, S), // heart, liver, lung, pancreas/kidney transplant; ECMO, tracheostomy; 009 old BMT
  range(14, 14, null, M), // allogeneic bone marrow transplant
  range(15, 15, null, S), // autologous bone marrow transplant (retired FY2012)
  range(16, 18, null, M), // autologous BMT, CAR T-cell therapy
  range(19, 19, null, S), // pancreas and kidney transplant with hemodialysis
  range(20, 42, 1, S),
  range(52, 103, 1, M),
  range(113, 117, 2, S),
  range(121, 125, 2, M),
  range(129, 145, 3, S), // 129-134 retired FY2021, replaced by 140-145
  range(146, 159, 3, M),
  range(163, 168, 4, S),
  range(173, 173, 4, S), // thrombolysis for pulmonary embolism (FY2024)
  range(175, 208, 4, M),
  range(212, 212, 5, S), // concomitant aortic and mitral valve procedures (FY2024)
  range(215, 279, 5, S), // 222-227 and 246-249 retired FY2024; 230, 237, 238 retired earlier
  range(280, 316, 5, M),
  range(319, 325, 5, S),
  range(326, 358, 6, S), // 338-343 appendectomy retired FY2024
  range(368, 395, 6, M),
  range(397, 399, 6, S), // appendix procedures (FY2024)
  range(405, 425, 7, S),
  range(432, 446, 7, M),
  range(453, 522, 8, S), // 484, 490, 491 retired FY2015
  range(533, 566, 8, M),
  range(570, 585, 9, S),
  range(592, 607, 9, M),
  range(614, 630, 10, S),
  range(637, 645, 10, M),
  range(650, 675, 11, S),
  range(682, 700, 11, M), // 685 (dialysis), 691-692 (lithotripsy) retired
  range(707, 718, 12, S),
  range(722, 730, 12, M),
  range(734, 750, 13, S),
  range(754, 761, 13, M),
  range(765, 770, 14, S), // 765-767 retired FY2019
  range(774, 782, 14, M), // 774-775, 777-778, 780-782 retired FY2019
  range(783, 788, 14, S), // cesarean section
  range(789, 795, 15, M),
  range(796, 798, 14, S), // vaginal delivery with sterilization and/or D&C
  range(799, 804, 16, S),
  range(805, 807, 14, M), // vaginal delivery without sterilization or D&C
  range(808, 816, 16, M),
  range(817, 819, 14, S), // other antepartum diagnoses with O.R. procedures
  range(820, 830, 17, S),
  range(831, 833, 14, M), // other antepartum diagnoses without O.R. procedures
  range(834, 849, 17, M),
  range(853, 858, 18, S),
  range(862, 872, 18, M),
  range(876, 876, 19, S),
  range(880, 887, 19, M),
  range(894, 897, 20, M),
  range(901, 909, 21, S),
  range(913, 923, 21, M),
  range(927, 929, 22, S),
  range(933, 935, 22, M),
  range(939, 941, 23, S),
  range(945, 951, 23, M),
  range(955, 959, 24, S),
  range(963, 965, 24, M),
  range(969, 970, 25, S),
  range(974, 977, 25, M),
  range(981, 989, null, S), // O.R. procedures unrelated to the principal diagnosis (984-986 retired)
  range(998, 999, null, null), // principal diagnosis invalid; ungroupable
];

/**
 * Normalizes a DRG code as found in price files: "39", "039", "039 - EXTRACRANIAL PROCEDURES...",
 * "MS-DRG 039", "DRG: 39". Returns the 3-digit zero-padded code, or null when no 1-3 digit number
 * leads the string. It does not check that the code exists; use drgInfo for that.
 */
export function normalizeDrgCode(raw: string): string | null {
  const match = /^\s*(?:(?:MS-?)?DRG[\s:#-]*)?0*(\d{1,3})(?!\d)/i.exec(raw);
  if (!match) return null;
  const n = Number(match[1]);
  return n >= 1 && n <= 999 ? String(n).padStart(3, '0') : null;
}

/** MDC, partition and pre-MDC flag of a valid MS-DRG (v25-v41), or null for an unknown code. */
export function drgInfo(code: string | number): DrgInfo | null {
  const normalized = typeof code === 'number' ? normalizeDrgCode(String(code)) : normalizeDrgCode(code);
  if (!normalized) return null;
  const n = Number(normalized);
  const found = DRG_RANGES.find((r) => n >= r.from && n <= r.to);
  if (!found) return null;
  return {
    code: normalized,
    mdc: found.mdc,
    type: found.type,
    preMdc: n >= PRE_MDC.from && n <= PRE_MDC.to,
  };
}

/** Every valid MS-DRG code ("001" ... "999"), ascending. */
export function allDrgCodes(): string[] {
  const codes: string[] = [];
  for (const r of DRG_RANGES) {
    for (let n = r.from; n <= r.to; n++) codes.push(String(n).padStart(3, '0'));
  }
  return codes;
}

export const COMPLICATION_LEVELS = [
  'mcc',
  'cc',
  'cc_mcc',
  'without_cc_mcc',
  'without_mcc',
  'without_cc',
  'none',
] as const;
export type ComplicationLevel = (typeof COMPLICATION_LEVELS)[number];

/*
 * "W MCC", "WITH CC", "W CC/MCC", "AND MCC" (DRG 275), "W/O CC/MCC", "WITHOUT MCC"... A title can
 * name other things after "WITH" ("W/O MV >96 HOURS W MCC"), so only a qualifier followed by CC or
 * MCC counts, and the last such qualifier in the title wins. Text after it ("W MCC OR 4+ ARTERIES",
 * "W CC OR TPA IN 24 HRS") does not change the level.
 */
const QUALIFIER = /(?<![A-Z0-9])(W\/O\s*|WITHOUT\s+|WITH\s+|W\/\s*|W\s+|AND\s+)(CC\/MCC|MCC|CC)(?![A-Z0-9])/g;

/** Complication level encoded in an official MS-DRG title. */
export function complicationLevel(title: string): ComplicationLevel {
  const text = title.toUpperCase().replace(/CC\s*(?:\/|OR)\s*MCC/g, 'CC/MCC');
  let level: ComplicationLevel = 'none';
  for (const match of text.matchAll(QUALIFIER)) {
    const without = /^(W\/O|WITHOUT)/.test(match[1]);
    const what = match[2];
    if (without) level = what === 'MCC' ? 'without_mcc' : what === 'CC' ? 'without_cc' : 'without_cc_mcc';
    else level = what === 'MCC' ? 'mcc' : what === 'CC' ? 'cc' : 'cc_mcc';
  }
  return level;
}

const COMPLICATION_LABELS: Record<ComplicationLevel, string> = {
  mcc: 'with major complications',
  cc: 'with complications',
  cc_mcc: 'with complications or major complications',
  without_cc_mcc: 'without complications',
  without_mcc: 'without major complications',
  without_cc: 'without complications',
  none: '',
};

/** Plain words for a complication level; '' for 'none' so callers can leave it out. */
export function complicationLabel(level: ComplicationLevel): string {
  return COMPLICATION_LABELS[level];
}

/** True when the DRG is the "with complications" variant (spec: Code.complication boolean). */
export function hasComplication(level: ComplicationLevel): boolean {
  return level === 'mcc' || level === 'cc' || level === 'cc_mcc';
}

/**
 * The same level in the database's spelling (libs/db enums: 'with_mcc', 'without_cc_mcc', ...).
 * Kept here so the mapping lives next to the parser.
 */
export function storedComplication(
  level: ComplicationLevel,
): 'none' | 'with_mcc' | 'with_cc' | 'with_cc_mcc' | 'without_mcc' | 'without_cc' | 'without_cc_mcc' {
  switch (level) {
    case 'mcc':
      return 'with_mcc';
    case 'cc':
      return 'with_cc';
    case 'cc_mcc':
      return 'with_cc_mcc';
    default:
      return level;
  }
}

/**
 * Official titles (CMS upper-case wording, spelled out: "WITH", "WITHOUT", "AND") for the most
 * common inpatient MS-DRGs: every DRG of the FY2011 top-100 file plus frequent newer ones. A DRG
 * renamed over the years carries its most recent title. Other codes take their title from the
 * imported price file.
 */
export const DRG_TITLES: Record<string, string> = {
  '023':
    'CRANIOTOMY WITH MAJOR DEVICE IMPLANT OR ACUTE COMPLEX CNS PRINCIPAL DIAGNOSIS WITH MCC OR CHEMOTHERAPY IMPLANT OR EPILEPSY WITH NEUROSTIMULATOR',
  '025': 'CRANIOTOMY AND ENDOVASCULAR INTRACRANIAL PROCEDURES WITH MCC',
  '039': 'EXTRACRANIAL PROCEDURES WITHOUT CC/MCC',
  '057': 'DEGENERATIVE NERVOUS SYSTEM DISORDERS WITHOUT MCC',
  '064': 'INTRACRANIAL HEMORRHAGE OR CEREBRAL INFARCTION WITH MCC',
  '065': 'INTRACRANIAL HEMORRHAGE OR CEREBRAL INFARCTION WITH CC OR TPA IN 24 HOURS',
  '066': 'INTRACRANIAL HEMORRHAGE OR CEREBRAL INFARCTION WITHOUT CC/MCC',
  '069': 'TRANSIENT ISCHEMIA WITHOUT THROMBOLYTIC',
  '074': 'CRANIAL AND PERIPHERAL NERVE DISORDERS WITHOUT MCC',
  '100': 'SEIZURES WITH MCC',
  '101': 'SEIZURES WITHOUT MCC',
  '149': 'DYSEQUILIBRIUM',
  '153': 'OTITIS MEDIA AND URI WITHOUT MCC',
  '176': 'PULMONARY EMBOLISM WITHOUT MCC',
  '177': 'RESPIRATORY INFECTIONS AND INFLAMMATIONS WITH MCC',
  '178': 'RESPIRATORY INFECTIONS AND INFLAMMATIONS WITH CC',
  '189': 'PULMONARY EDEMA AND RESPIRATORY FAILURE',
  '190': 'CHRONIC OBSTRUCTIVE PULMONARY DISEASE WITH MCC',
  '191': 'CHRONIC OBSTRUCTIVE PULMONARY DISEASE WITH CC',
  '192': 'CHRONIC OBSTRUCTIVE PULMONARY DISEASE WITHOUT CC/MCC',
  '193': 'SIMPLE PNEUMONIA AND PLEURISY WITH MCC',
  '194': 'SIMPLE PNEUMONIA AND PLEURISY WITH CC',
  '195': 'SIMPLE PNEUMONIA AND PLEURISY WITHOUT CC/MCC',
  '202': 'BRONCHITIS AND ASTHMA WITH CC/MCC',
  '203': 'BRONCHITIS AND ASTHMA WITHOUT CC/MCC',
  '207': 'RESPIRATORY SYSTEM DIAGNOSIS WITH VENTILATOR SUPPORT >96 HOURS',
  '208': 'RESPIRATORY SYSTEM DIAGNOSIS WITH VENTILATOR SUPPORT <=96 HOURS',
  '238': 'MAJOR CARDIOVASCULAR PROCEDURES WITHOUT MCC',
  '243': 'PERMANENT CARDIAC PACEMAKER IMPLANT WITH CC',
  '244': 'PERMANENT CARDIAC PACEMAKER IMPLANT WITHOUT CC/MCC',
  '246': 'PERCUTANEOUS CARDIOVASCULAR PROCEDURES WITH DRUG-ELUTING STENT WITH MCC OR 4+ ARTERIES OR STENTS',
  '247': 'PERCUTANEOUS CARDIOVASCULAR PROCEDURES WITH DRUG-ELUTING STENT WITHOUT MCC',
  '249': 'PERCUTANEOUS CARDIOVASCULAR PROCEDURES WITH NON-DRUG-ELUTING STENT WITHOUT MCC',
  '251': 'PERCUTANEOUS CARDIOVASCULAR PROCEDURES WITHOUT CORONARY ARTERY STENT WITHOUT MCC',
  '252': 'OTHER VASCULAR PROCEDURES WITH MCC',
  '253': 'OTHER VASCULAR PROCEDURES WITH CC',
  '254': 'OTHER VASCULAR PROCEDURES WITHOUT CC/MCC',
  '266': 'ENDOVASCULAR CARDIAC VALVE REPLACEMENT AND SUPPLEMENT PROCEDURES WITH MCC',
  '267': 'ENDOVASCULAR CARDIAC VALVE REPLACEMENT AND SUPPLEMENT PROCEDURES WITHOUT MCC',
  '273': 'PERCUTANEOUS AND OTHER INTRACARDIAC PROCEDURES WITH MCC',
  '274': 'PERCUTANEOUS AND OTHER INTRACARDIAC PROCEDURES WITHOUT MCC',
  '280': 'ACUTE MYOCARDIAL INFARCTION, DISCHARGED ALIVE WITH MCC',
  '281': 'ACUTE MYOCARDIAL INFARCTION, DISCHARGED ALIVE WITH CC',
  '282': 'ACUTE MYOCARDIAL INFARCTION, DISCHARGED ALIVE WITHOUT CC/MCC',
  '286': 'CIRCULATORY DISORDERS EXCEPT AMI, WITH CARDIAC CATHETERIZATION WITH MCC',
  '287': 'CIRCULATORY DISORDERS EXCEPT AMI, WITH CARDIAC CATHETERIZATION WITHOUT MCC',
  '291': 'HEART FAILURE AND SHOCK WITH MCC',
  '292': 'HEART FAILURE AND SHOCK WITH CC',
  '293': 'HEART FAILURE AND SHOCK WITHOUT CC/MCC',
  '300': 'PERIPHERAL VASCULAR DISORDERS WITH CC',
  '301': 'PERIPHERAL VASCULAR DISORDERS WITHOUT CC/MCC',
  '303': 'ATHEROSCLEROSIS WITHOUT MCC',
  '305': 'HYPERTENSION WITHOUT MCC',
  '308': 'CARDIAC ARRHYTHMIA AND CONDUCTION DISORDERS WITH MCC',
  '309': 'CARDIAC ARRHYTHMIA AND CONDUCTION DISORDERS WITH CC',
  '310': 'CARDIAC ARRHYTHMIA AND CONDUCTION DISORDERS WITHOUT CC/MCC',
  '312': 'SYNCOPE AND COLLAPSE',
  '313': 'CHEST PAIN',
  '314': 'OTHER CIRCULATORY SYSTEM DIAGNOSES WITH MCC',
  '315': 'OTHER CIRCULATORY SYSTEM DIAGNOSES WITH CC',
  '321':
    'PERCUTANEOUS CARDIOVASCULAR PROCEDURES WITH INTRALUMINAL DEVICE WITH MCC OR 4+ ARTERIES/INTRALUMINAL DEVICES',
  '322': 'PERCUTANEOUS CARDIOVASCULAR PROCEDURES WITH INTRALUMINAL DEVICE WITHOUT MCC',
  '329': 'MAJOR SMALL AND LARGE BOWEL PROCEDURES WITH MCC',
  '330': 'MAJOR SMALL AND LARGE BOWEL PROCEDURES WITH CC',
  '331': 'MAJOR SMALL AND LARGE BOWEL PROCEDURES WITHOUT CC/MCC',
  '372': 'MAJOR GASTROINTESTINAL DISORDERS AND PERITONEAL INFECTIONS WITH CC',
  '377': 'GASTROINTESTINAL HEMORRHAGE WITH MCC',
  '378': 'GASTROINTESTINAL HEMORRHAGE WITH CC',
  '379': 'GASTROINTESTINAL HEMORRHAGE WITHOUT CC/MCC',
  '389': 'GASTROINTESTINAL OBSTRUCTION WITH CC',
  '390': 'GASTROINTESTINAL OBSTRUCTION WITHOUT CC/MCC',
  '391': 'ESOPHAGITIS, GASTROENTERITIS AND MISCELLANEOUS DIGESTIVE DISORDERS WITH MCC',
  '392': 'ESOPHAGITIS, GASTROENTERITIS AND MISCELLANEOUS DIGESTIVE DISORDERS WITHOUT MCC',
  '393': 'OTHER DIGESTIVE SYSTEM DIAGNOSES WITH MCC',
  '394': 'OTHER DIGESTIVE SYSTEM DIAGNOSES WITH CC',
  '418': 'LAPAROSCOPIC CHOLECYSTECTOMY WITHOUT C.D.E. WITH CC',
  '419': 'LAPAROSCOPIC CHOLECYSTECTOMY WITHOUT C.D.E. WITHOUT CC/MCC',
  '439': 'DISORDERS OF PANCREAS EXCEPT MALIGNANCY WITH CC',
  '460': 'SPINAL FUSION EXCEPT CERVICAL WITHOUT MCC',
  '469':
    'MAJOR HIP AND KNEE JOINT REPLACEMENT OR REATTACHMENT OF LOWER EXTREMITY WITH MCC OR TOTAL ANKLE REPLACEMENT',
  '470': 'MAJOR HIP AND KNEE JOINT REPLACEMENT OR REATTACHMENT OF LOWER EXTREMITY WITHOUT MCC',
  '473': 'CERVICAL SPINAL FUSION WITHOUT CC/MCC',
  '480': 'HIP AND FEMUR PROCEDURES EXCEPT MAJOR JOINT WITH MCC',
  '481': 'HIP AND FEMUR PROCEDURES EXCEPT MAJOR JOINT WITH CC',
  '482': 'HIP AND FEMUR PROCEDURES EXCEPT MAJOR JOINT WITHOUT CC/MCC',
  '491': 'BACK AND NECK PROCEDURES EXCEPT SPINAL FUSION WITHOUT CC/MCC',
  '521': 'HIP REPLACEMENT WITH PRINCIPAL DIAGNOSIS OF HIP FRACTURE WITH MCC',
  '522': 'HIP REPLACEMENT WITH PRINCIPAL DIAGNOSIS OF HIP FRACTURE WITHOUT MCC',
  '536': 'FRACTURES OF HIP AND PELVIS WITHOUT MCC',
  '552': 'MEDICAL BACK PROBLEMS WITHOUT MCC',
  '563': 'FRACTURE, SPRAIN, STRAIN AND DISLOCATION EXCEPT FEMUR, HIP, PELVIS AND THIGH WITHOUT MCC',
  '602': 'CELLULITIS WITH MCC',
  '603': 'CELLULITIS WITHOUT MCC',
  '637': 'DIABETES WITH MCC',
  '638': 'DIABETES WITH CC',
  '639': 'DIABETES WITHOUT CC/MCC',
  '640': 'MISCELLANEOUS DISORDERS OF NUTRITION, METABOLISM, FLUIDS AND ELECTROLYTES WITH MCC',
  '641': 'MISCELLANEOUS DISORDERS OF NUTRITION, METABOLISM, FLUIDS AND ELECTROLYTES WITHOUT MCC',
  '682': 'RENAL FAILURE WITH MCC',
  '683': 'RENAL FAILURE WITH CC',
  '684': 'RENAL FAILURE WITHOUT CC/MCC',
  '689': 'KIDNEY AND URINARY TRACT INFECTIONS WITH MCC',
  '690': 'KIDNEY AND URINARY TRACT INFECTIONS WITHOUT MCC',
  '698': 'OTHER KIDNEY AND URINARY TRACT DIAGNOSES WITH MCC',
  '699': 'OTHER KIDNEY AND URINARY TRACT DIAGNOSES WITH CC',
  '786': 'CESAREAN SECTION WITHOUT STERILIZATION WITH MCC',
  '787': 'CESAREAN SECTION WITHOUT STERILIZATION WITH CC',
  '788': 'CESAREAN SECTION WITHOUT STERILIZATION WITHOUT CC/MCC',
  '795': 'NORMAL NEWBORN',
  '805': 'VAGINAL DELIVERY WITHOUT STERILIZATION OR D&C WITH MCC',
  '806': 'VAGINAL DELIVERY WITHOUT STERILIZATION OR D&C WITH CC',
  '807': 'VAGINAL DELIVERY WITHOUT STERILIZATION OR D&C WITHOUT CC/MCC',
  '811': 'RED BLOOD CELL DISORDERS WITH MCC',
  '812': 'RED BLOOD CELL DISORDERS WITHOUT MCC',
  '853': 'INFECTIOUS AND PARASITIC DISEASES WITH O.R. PROCEDURES WITH MCC',
  '870': 'SEPTICEMIA OR SEVERE SEPSIS WITH MV >96 HOURS',
  '871': 'SEPTICEMIA OR SEVERE SEPSIS WITHOUT MV >96 HOURS WITH MCC',
  '872': 'SEPTICEMIA OR SEVERE SEPSIS WITHOUT MV >96 HOURS WITHOUT MCC',
  '881': 'DEPRESSIVE NEUROSES',
  '884': 'ORGANIC DISTURBANCES AND INTELLECTUAL DISABILITY',
  '885': 'PSYCHOSES',
  '896': 'ALCOHOL, DRUG ABUSE OR DEPENDENCE WITHOUT REHABILITATION THERAPY WITH MCC',
  '897': 'ALCOHOL, DRUG ABUSE OR DEPENDENCE WITHOUT REHABILITATION THERAPY WITHOUT MCC',
  '917': 'POISONING AND TOXIC EFFECTS OF DRUGS WITH MCC',
  '918': 'POISONING AND TOXIC EFFECTS OF DRUGS WITHOUT MCC',
  '945': 'REHABILITATION WITH CC/MCC',
  '946': 'REHABILITATION WITHOUT CC/MCC',
  '947': 'SIGNS AND SYMPTOMS WITH MCC',
  '948': 'SIGNS AND SYMPTOMS WITHOUT MCC',
};

/**
 * Title of a code: the wording written in this catalogue, else the title CMS publishes for it
 * (CMS_DRG_TITLES), else null (then the import takes the price file's title).
 */
export function drgTitle(code: string | number): string | null {
  const info = drgInfo(code);
  return info ? (DRG_TITLES[info.code] ?? CMS_DRG_TITLES[info.code] ?? null) : null;
}
