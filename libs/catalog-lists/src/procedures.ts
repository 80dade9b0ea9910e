/**
 * Common procedures in a patient's words: the Procedures picker of a visit (with the work types of
 * work.ts) and the /procedures page's names for codes a hospital's price file lists without a
 * description (the shipped Brattleboro file has codes and prices only).
 *
 * The names are ours, written for patients; they are not the AMA's CPT descriptors (which may not be
 * copied). What each code stands for was checked against Medicare.gov's Procedure Price Lookup
 * (https://www.medicare.gov/procedure-price-lookup/) and the CMS list of shoppable services in the
 * hospital price transparency rule (45 CFR 180.60, final rule CMS-1717-F2, table of 70 services).
 * `words` are other words a patient may type for the same thing (matched like the name).
 */

export interface CommonProcedure {
  /** CPT/HCPCS code, when one code names it; absent for an inpatient operation billed by MS-DRG. */
  code?: string;
  name: string;
  words?: string;
}

export const COMMON_PROCEDURES: readonly CommonProcedure[] = [
  // Imaging
  { code: '70450', name: 'CT scan of the head or brain, without contrast dye', words: 'cat scan' },
  { code: '70551', name: 'MRI of the brain, without contrast dye', words: 'magnetic resonance head' },
  { code: '70552', name: 'MRI of the brain, with contrast dye', words: 'magnetic resonance head' },
  {
    code: '70553',
    name: 'MRI of the brain, without and then with contrast dye',
    words: 'magnetic resonance head',
  },
  { code: '71045', name: 'Chest X-ray, one view', words: 'xray radiograph' },
  { code: '71046', name: 'Chest X-ray, two views', words: 'xray radiograph' },
  { code: '72110', name: 'X-ray of the lower back, at least four views', words: 'xray spine lumbar' },
  { code: '72148', name: 'MRI of the lower back (lumbar spine), without contrast dye', words: 'spine' },
  { code: '72193', name: 'CT scan of the pelvis, with contrast dye', words: 'cat scan' },
  { code: '73721', name: 'MRI of a leg joint (knee, ankle or hip), without contrast dye', words: 'joint' },
  { code: '74177', name: 'CT scan of the belly and pelvis, with contrast dye', words: 'abdomen cat scan' },
  { code: '76700', name: 'Ultrasound of the belly', words: 'abdomen sonogram' },
  { code: '76805', name: 'Ultrasound in pregnancy (14 weeks or later)', words: 'sonogram baby' },
  { code: '76830', name: 'Ultrasound of the pelvis through the vagina', words: 'transvaginal sonogram' },
  { code: '77065', name: 'Mammogram of one breast (diagnostic)', words: 'mammography' },
  { code: '77066', name: 'Mammogram of both breasts (diagnostic)', words: 'mammography' },
  { code: '77067', name: 'Screening mammogram of both breasts', words: 'mammography' },
  // Laboratory
  { code: '80048', name: 'Basic metabolic panel (blood test)', words: 'bmp labs' },
  { code: '80053', name: 'Comprehensive metabolic panel (blood test)', words: 'cmp labs' },
  { code: '80061', name: 'Cholesterol panel (lipid blood test)', words: 'lipids labs' },
  { code: '81001', name: 'Urine test (urinalysis), with microscope', words: 'urinalysis labs' },
  { code: '84443', name: 'Thyroid blood test (TSH)', words: 'labs' },
  { code: '85025', name: 'Complete blood count (CBC), with differential', words: 'labs' },
  { code: '85610', name: 'Blood clotting time test (PT/INR)', words: 'prothrombin labs' },
  // Medicine and visits
  { code: '93000', name: 'Electrocardiogram (ECG/EKG) with reading', words: 'heart' },
  { code: '95810', name: 'Sleep study (overnight, in a sleep lab)', words: 'polysomnography' },
  { code: '97110', name: 'Physical therapy, exercises (each 15 minutes)', words: 'pt' },
  { code: '99283', name: 'Emergency room visit, moderate', words: 'er ed' },
  { code: '99284', name: 'Emergency room visit, high', words: 'er ed' },
  { code: '99203', name: 'New patient office visit (about 30 minutes)', words: 'doctor' },
  // Outpatient surgery and scopes
  { code: '29881', name: 'Knee arthroscopy with cartilage (meniscus) trimming', words: 'scope' },
  { code: '43239', name: 'Upper endoscopy (EGD) with biopsy', words: 'scope stomach' },
  { code: '45378', name: 'Colonoscopy (diagnostic)', words: 'scope bowel' },
  { code: '45385', name: 'Colonoscopy with polyp removal', words: 'scope bowel' },
  { code: '47562', name: 'Gallbladder removal by laparoscope (cholecystectomy)', words: 'gall bladder' },
  { code: '49505', name: 'Inguinal (groin) hernia repair', words: 'herniorrhaphy' },
  { code: '66984', name: 'Cataract removal with lens implant', words: 'eye' },
  { code: '44970', name: 'Appendix removal by laparoscope (appendectomy)', words: 'appendix' },
  // Inpatient operations (billed by MS-DRG, no single code)
  { name: 'Hip replacement', words: 'arthroplasty joint' },
  { name: 'Knee replacement', words: 'arthroplasty joint' },
  { name: 'Appendectomy (appendix removal)', words: 'appendix' },
  { name: 'Cesarean section (C-section)', words: 'delivery birth' },
  { name: 'Vaginal delivery', words: 'birth labor' },
  { name: 'Spinal fusion', words: 'back spine' },
  { name: 'Heart bypass surgery (CABG)', words: 'coronary' },
  { name: 'Heart stent (angioplasty)', words: 'coronary pci' },
  { name: 'Pacemaker implant', words: 'heart' },
  { name: 'Hysterectomy', words: 'uterus' },
  { name: 'Gallbladder removal (cholecystectomy)', words: 'gall bladder' },
  { name: 'Blood transfusion' },
  { name: 'Dialysis', words: 'kidney' },
];

/** The patient's name for a CPT/HCPCS code, when the list has one. */
export function commonProcedureName(code: string): string | null {
  return COMMON_PROCEDURES.find((p) => p.code === code.toUpperCase())?.name ?? null;
}
