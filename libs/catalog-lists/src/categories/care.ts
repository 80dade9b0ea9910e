/**
 * Categories of reproductive health, pregnancy and newborns, blood and cancer, infections, mental
 * health and substance use, injuries and burns, and general hospital care.
 */
import { cat, tile, type CategorySource } from './types';

export const CATEGORIES_CARE: CategorySource[] = [
  // Men's reproductive health
  tile('enlarged-prostate', 'male'),
  tile('prostate-cancer', 'cancer'),
  tile('prostate-surgery', 'male'),
  cat('prostatitis', 'Prostate and testicle infection', 'male'),
  tile('testicle-problems', 'male'),
  tile('testicular-cancer', 'cancer'),
  cat('vasectomy', 'Vasectomy', 'male'),
  cat('mens-health', "Men's health", 'male'),

  // Women's reproductive health
  tile('hysterectomy', 'female'),
  cat('fibroids', 'Uterine fibroids', 'female'),
  tile('ovarian-cyst', 'female'),
  tile('endometriosis', 'female'),
  tile('ovarian-cancer', 'cancer'),
  tile('uterine-cancer', 'cancer'),
  tile('cervical-cancer', 'cancer'),
  tile('pelvic-inflammatory-disease', 'female'),
  cat('heavy-periods', 'Heavy or painful periods', 'female'),
  cat('pelvic-prolapse', 'Pelvic organ prolapse', 'female'),
  cat('tubal-ligation', 'Tubal ligation', 'female'),
  cat('d-and-c', 'D&C', 'female'),
  cat('womens-health', "Women's health", 'female'),

  // Pregnancy and childbirth
  tile('c-section', 'pregnancy'),
  tile('vaginal-delivery', 'pregnancy'),
  cat('childbirth', 'Childbirth', 'pregnancy'),
  tile('miscarriage', 'pregnancy'),
  tile('ectopic-pregnancy', 'pregnancy'),
  tile('preeclampsia', 'pregnancy'),
  tile('pregnancy-complications', 'pregnancy'),
  cat('preterm-labor', 'Preterm and false labor', 'pregnancy'),
  tile('gestational-diabetes', 'pregnancy'),
  cat('morning-sickness', 'Severe morning sickness', 'pregnancy'),
  cat('postpartum', 'After giving birth', 'pregnancy'),

  // Newborns
  cat('newborn-care', 'Newborn care', 'baby'),
  tile('premature-baby', 'baby'),
  cat('nicu', 'Newborn intensive care (NICU)', 'baby'),
  tile('newborn-jaundice', 'baby'),

  // Blood and immune system
  tile('anemia', 'blood'),
  cat('sickle-cell', 'Sickle cell disease', 'blood'),
  cat('bleeding-disorders', 'Bleeding and clotting disorders', 'blood'),
  tile('low-platelets', 'blood'),
  cat('blood-transfusion', 'Blood transfusion', 'blood'),
  cat('spleen', 'Spleen problems', 'blood'),
  cat('immune-disorders', 'Immune system disorders', 'allergy'),

  // Cancer care
  cat('cancer', 'Cancer', 'cancer'),
  tile('leukemia', 'cancer'),
  tile('lymphoma', 'cancer'),
  tile('multiple-myeloma', 'cancer'),
  tile('chemotherapy', 'syringe'),
  tile('radiation-therapy', 'xray'),
  tile('bone-marrow-transplant', 'transplant'),
  cat('car-t-therapy', 'CAR T-cell therapy', 'syringe'),
  cat('cancer-surgery', 'Cancer surgery', 'scalpel'),

  // Infections
  tile('sepsis', 'bacteria'),
  cat('infection', 'Infection', 'bacteria'),
  tile('fever', 'virus'),
  cat('viral-infection', 'Viral infection', 'virus'),
  cat('surgical-infection', 'Infection after surgery', 'bacteria'),
  cat('fungal-infection', 'Fungal infection', 'bacteria'),
  tile('lyme-disease', 'bacteria'),
  tile('hiv', 'virus'),

  // Mental health
  tile('depression', 'mind'),
  cat('anxiety', 'Anxiety and panic', 'mind'),
  tile('bipolar-disorder', 'mind'),
  cat('schizophrenia', 'Schizophrenia and psychosis', 'mind'),
  tile('mental-health-crisis', 'mind'),
  tile('eating-disorders', 'mind'),
  cat('adhd', 'ADHD and behavior problems', 'child'),
  tile('personality-disorders', 'mind'),
  tile('delirium', 'brain'),
  cat('psychiatric-care', 'Inpatient psychiatric care', 'hospital'),

  // Alcohol and drug use
  cat('alcohol-use', 'Alcohol use disorder', 'mind'),
  tile('opioid-use', 'pill'),
  tile('drug-overdose', 'pill'),
  cat('detox', 'Detox', 'hospital'),
  cat('addiction-treatment', 'Addiction treatment', 'hospital'),

  // Injuries, poisoning and burns
  tile('poisoning', 'pill'),
  tile('allergic-reaction', 'allergy'),
  cat('allergies', 'Allergies', 'allergy'),
  cat('medication-reaction', 'Medication side effects', 'pill'),
  tile('complications-of-care', 'hospital'),
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
  tile('rehabilitation', 'wheelchair'),
  cat('physical-therapy', 'Physical therapy', 'wheelchair'),
  tile('aftercare', 'stethoscope'),
  cat('weakness', 'Weakness and fatigue', 'wheelchair'),
  cat('older-adults', "Older adults' health", 'wheelchair'),
  cat('children', "Children's health", 'child'),
  cat('pain-management', 'Pain management', 'pill'),
];
