/**
 * Categories of reproductive health, pregnancy and newborns, blood and cancer, infections, mental
 * health and substance use, injuries and burns, and general hospital care.
 */
import type { CategoryDef, IconName } from '../categories';

const cat = (id: string, name: string, icon: IconName): CategoryDef => ({ id, name, icon });

export const CATEGORIES_CARE: CategoryDef[] = [
  // Men's reproductive health
  cat('enlarged-prostate', 'Enlarged prostate', 'male'),
  cat('prostate-cancer', 'Prostate cancer', 'cancer'),
  cat('prostate-surgery', 'Prostate surgery', 'male'),
  cat('prostatitis', 'Prostate and testicle infection', 'male'),
  cat('testicle-problems', 'Testicle problems', 'male'),
  cat('testicular-cancer', 'Testicular cancer', 'cancer'),
  cat('vasectomy', 'Vasectomy', 'male'),
  cat('mens-health', "Men's health", 'male'),

  // Women's reproductive health
  cat('hysterectomy', 'Hysterectomy', 'female'),
  cat('fibroids', 'Uterine fibroids', 'female'),
  cat('ovarian-cyst', 'Ovarian cyst', 'female'),
  cat('endometriosis', 'Endometriosis', 'female'),
  cat('ovarian-cancer', 'Ovarian cancer', 'cancer'),
  cat('uterine-cancer', 'Uterine cancer', 'cancer'),
  cat('cervical-cancer', 'Cervical cancer', 'cancer'),
  cat('pelvic-inflammatory-disease', 'Pelvic inflammatory disease', 'female'),
  cat('heavy-periods', 'Heavy or painful periods', 'female'),
  cat('pelvic-prolapse', 'Pelvic organ prolapse', 'female'),
  cat('tubal-ligation', 'Tubal ligation', 'female'),
  cat('d-and-c', 'D&C', 'female'),
  cat('womens-health', "Women's health", 'female'),

  // Pregnancy and childbirth
  cat('c-section', 'C-section', 'pregnancy'),
  cat('vaginal-delivery', 'Vaginal delivery', 'pregnancy'),
  cat('childbirth', 'Childbirth', 'pregnancy'),
  cat('miscarriage', 'Miscarriage', 'pregnancy'),
  cat('ectopic-pregnancy', 'Ectopic pregnancy', 'pregnancy'),
  cat('preeclampsia', 'Preeclampsia', 'pregnancy'),
  cat('pregnancy-complications', 'Pregnancy complications', 'pregnancy'),
  cat('preterm-labor', 'Preterm and false labor', 'pregnancy'),
  cat('gestational-diabetes', 'Gestational diabetes', 'pregnancy'),
  cat('morning-sickness', 'Severe morning sickness', 'pregnancy'),
  cat('postpartum', 'After giving birth', 'pregnancy'),

  // Newborns
  cat('newborn-care', 'Newborn care', 'baby'),
  cat('premature-baby', 'Premature baby', 'baby'),
  cat('nicu', 'Newborn intensive care (NICU)', 'baby'),
  cat('newborn-jaundice', 'Newborn jaundice', 'baby'),

  // Blood and immune system
  cat('anemia', 'Anemia', 'blood'),
  cat('sickle-cell', 'Sickle cell disease', 'blood'),
  cat('bleeding-disorders', 'Bleeding and clotting disorders', 'blood'),
  cat('low-platelets', 'Low platelets', 'blood'),
  cat('blood-transfusion', 'Blood transfusion', 'blood'),
  cat('spleen', 'Spleen problems', 'blood'),
  cat('immune-disorders', 'Immune system disorders', 'allergy'),

  // Cancer care
  cat('cancer', 'Cancer', 'cancer'),
  cat('leukemia', 'Leukemia', 'cancer'),
  cat('lymphoma', 'Lymphoma', 'cancer'),
  cat('multiple-myeloma', 'Multiple myeloma', 'cancer'),
  cat('chemotherapy', 'Chemotherapy', 'syringe'),
  cat('radiation-therapy', 'Radiation therapy', 'xray'),
  cat('bone-marrow-transplant', 'Bone marrow transplant', 'transplant'),
  cat('car-t-therapy', 'CAR T-cell therapy', 'syringe'),
  cat('cancer-surgery', 'Cancer surgery', 'scalpel'),

  // Infections
  cat('sepsis', 'Sepsis', 'bacteria'),
  cat('infection', 'Infection', 'bacteria'),
  cat('fever', 'Fever', 'virus'),
  cat('viral-infection', 'Viral infection', 'virus'),
  cat('surgical-infection', 'Infection after surgery', 'bacteria'),
  cat('fungal-infection', 'Fungal infection', 'bacteria'),
  cat('lyme-disease', 'Lyme disease', 'bacteria'),
  cat('hiv', 'HIV', 'virus'),

  // Mental health
  cat('depression', 'Depression', 'mind'),
  cat('anxiety', 'Anxiety and panic', 'mind'),
  cat('bipolar-disorder', 'Bipolar disorder', 'mind'),
  cat('schizophrenia', 'Schizophrenia and psychosis', 'mind'),
  cat('mental-health-crisis', 'Mental health crisis', 'mind'),
  cat('eating-disorders', 'Eating disorders', 'mind'),
  cat('adhd', 'ADHD and behavior problems', 'child'),
  cat('personality-disorders', 'Personality disorders', 'mind'),
  cat('delirium', 'Delirium and confusion', 'brain'),
  cat('psychiatric-care', 'Inpatient psychiatric care', 'hospital'),

  // Alcohol and drug use
  cat('alcohol-use', 'Alcohol use disorder', 'mind'),
  cat('opioid-use', 'Opioid use disorder', 'pill'),
  cat('drug-overdose', 'Drug overdose', 'pill'),
  cat('detox', 'Detox', 'hospital'),
  cat('addiction-treatment', 'Addiction treatment', 'hospital'),

  // Injuries, poisoning and burns
  cat('poisoning', 'Poisoning', 'pill'),
  cat('allergic-reaction', 'Allergic reaction', 'allergy'),
  cat('allergies', 'Allergies', 'allergy'),
  cat('medication-reaction', 'Medication side effects', 'pill'),
  cat('complications-of-care', 'Complications of medical care', 'hospital'),
  cat('animal-bite', 'Animal bite', 'injury'),
  cat('multiple-trauma', 'Multiple serious injuries', 'ambulance'),
  cat('car-accident', 'Car accident injuries', 'ambulance'),
  cat('falls', 'Falls', 'injury'),
  cat('heat-illness', 'Heat stroke and hypothermia', 'injury'),
  cat('burns', 'Burns', 'burn'),

  // General care
  cat('emergency-care', 'Emergency care', 'ambulance'),
  cat('urgent-care', 'Urgent care', 'stethoscope'),
  cat('hospital-stay', 'Hospital stay', 'hospital'),
  cat('intensive-care', 'Intensive care (ICU)', 'hospital'),
  cat('surgery', 'Surgery', 'scalpel'),
  cat('organ-transplant', 'Organ transplant', 'transplant'),
  cat('rehabilitation', 'Rehabilitation', 'wheelchair'),
  cat('physical-therapy', 'Physical therapy', 'wheelchair'),
  cat('aftercare', 'Aftercare', 'stethoscope'),
  cat('weakness', 'Weakness and fatigue', 'wheelchair'),
  cat('older-adults', "Older adults' health", 'wheelchair'),
  cat('children', "Children's health", 'child'),
  cat('pain-management', 'Pain management', 'pill'),
];
