/**
 * Body systems: the 25 MS-DRG Major Diagnostic Categories (MDCs). The id is the MDC number, so a
 * DRG's MDC is also its system id. `name` is what patients read; `mdcTitle` is the official title.
 */

export const SYSTEM_SLUGS = [
  'nervous',
  'eye',
  'ent',
  'respiratory',
  'circulatory',
  'digestive',
  'hepatobiliary',
  'musculoskeletal',
  'skin',
  'endocrine',
  'kidney',
  'male',
  'female',
  'pregnancy',
  'newborn',
  'blood',
  'cancer',
  'infectious',
  'mental',
  'substance',
  'injury',
  'burns',
  'health-status',
  'trauma',
  'hiv',
] as const;

export type SystemSlug = (typeof SYSTEM_SLUGS)[number];

export interface SystemDef {
  /** MDC number, 1-25. */
  id: number;
  /** Patient-friendly name. */
  name: string;
  /** Path of the tile image drawn for this system. */
  image: string;
  /** Shown on the home page (at most 20 are active). */
  active: boolean;
  slug: SystemSlug;
  /** Official CMS title of the Major Diagnostic Category. */
  mdcTitle: string;
  /** One sentence for the system's page. */
  description: string;
}

function system(
  id: number,
  slug: SystemSlug,
  name: string,
  mdcTitle: string,
  description: string,
  active = true,
): SystemDef {
  return { id, slug, name, mdcTitle, description, active, image: `/images/systems/${slug}.svg` };
}

/*
 * Inactive: newborns (15), burns (22), other health services (23), multiple major trauma (24) and
 * HIV (25). Medicare inpatient price data has almost no newborn stays, and the other four are small
 * groups a visitor rarely starts from; their conditions stay searchable.
 */
export const SYSTEMS: SystemDef[] = [
  system(
    1,
    'nervous',
    'Brain and nerves',
    'Diseases and Disorders of the Nervous System',
    'Stroke, seizures, headaches, head injuries and other problems of the brain, spinal cord and nerves.',
  ),
  system(
    2,
    'eye',
    'Eyes',
    'Diseases and Disorders of the Eye',
    'Cataracts, glaucoma, eye infections, eye injuries and sudden changes in vision.',
  ),
  system(
    3,
    'ent',
    'Ear, nose, mouth and throat',
    'Diseases and Disorders of the Ear, Nose, Mouth and Throat',
    'Colds, ear and sinus infections, sore throats, dizziness, nosebleeds and dental infections.',
  ),
  system(
    4,
    'respiratory',
    'Lungs and breathing',
    'Diseases and Disorders of the Respiratory System',
    'Pneumonia, asthma, COPD, blood clots in the lung and other breathing problems.',
  ),
  system(
    5,
    'circulatory',
    'Heart and blood vessels',
    'Diseases and Disorders of the Circulatory System',
    'Heart attack, heart failure, irregular heartbeat, chest pain and problems with arteries and veins.',
  ),
  system(
    6,
    'digestive',
    'Stomach and intestines',
    'Diseases and Disorders of the Digestive System',
    'Stomach flu, appendicitis, hernias, bleeding ulcers, bowel problems and digestive surgery.',
  ),
  system(
    7,
    'hepatobiliary',
    'Liver, gallbladder and pancreas',
    'Diseases and Disorders of the Hepatobiliary System and Pancreas',
    'Gallstones, gallbladder removal, pancreatitis, hepatitis and cirrhosis.',
  ),
  system(
    8,
    'musculoskeletal',
    'Bones, joints and muscles',
    'Diseases and Disorders of the Musculoskeletal System and Connective Tissue',
    'Broken bones, back pain, arthritis, joint replacement and spine surgery.',
  ),
  system(
    9,
    'skin',
    'Skin and breast',
    'Diseases and Disorders of the Skin, Subcutaneous Tissue and Breast',
    'Skin infections, wounds and ulcers, rashes, skin cancer and breast conditions.',
  ),
  system(
    10,
    'endocrine',
    'Diabetes, hormones and nutrition',
    'Endocrine, Nutritional and Metabolic Diseases and Disorders',
    'Diabetes, thyroid problems, dehydration, weight-loss surgery and other hormone disorders.',
  ),
  system(
    11,
    'kidney',
    'Kidneys and bladder',
    'Diseases and Disorders of the Kidney and Urinary Tract',
    'Urinary tract infections, kidney stones, kidney failure and bladder problems.',
  ),
  system(
    12,
    'male',
    "Men's reproductive health",
    'Diseases and Disorders of the Male Reproductive System',
    'Prostate and testicle problems and other conditions of the male reproductive organs.',
  ),
  system(
    13,
    'female',
    "Women's reproductive health",
    'Diseases and Disorders of the Female Reproductive System',
    'Hysterectomy, fibroids, ovarian cysts, endometriosis and gynecologic cancers.',
  ),
  system(
    14,
    'pregnancy',
    'Pregnancy and childbirth',
    'Pregnancy, Childbirth and the Puerperium',
    'Giving birth, C-sections, miscarriage and complications during or after pregnancy.',
  ),
  system(
    15,
    'newborn',
    'Newborns',
    'Newborns and Other Neonates with Conditions Originating in the Perinatal Period',
    'Care for healthy newborns, premature babies and newborns with health problems.',
    false,
  ),
  system(
    16,
    'blood',
    'Blood and immune system',
    'Diseases and Disorders of Blood, Blood Forming Organs and Immunologic Disorders',
    'Anemia, sickle cell disease, bleeding and clotting disorders and immune problems.',
  ),
  system(
    17,
    'cancer',
    'Leukemia, lymphoma and cancer treatment',
    'Myeloproliferative Diseases and Disorders, and Poorly Differentiated Neoplasms',
    'Leukemia, lymphoma, myeloma, chemotherapy, radiation therapy and stem cell transplants.',
  ),
  system(
    18,
    'infectious',
    'Infections and sepsis',
    'Infectious and Parasitic Diseases, Systemic or Unspecified Sites',
    'Sepsis, fever, viral illness and infections that affect the whole body.',
  ),
  system(
    19,
    'mental',
    'Mental health',
    'Mental Diseases and Disorders',
    'Depression, anxiety, bipolar disorder, psychosis and other mental health care.',
  ),
  system(
    20,
    'substance',
    'Alcohol and drug use',
    'Alcohol/Drug Use and Alcohol/Drug Induced Organic Mental Disorders',
    'Withdrawal, detox and treatment for alcohol or drug use.',
  ),
  system(
    21,
    'injury',
    'Injuries, poisoning and reactions',
    'Injuries, Poisonings and Toxic Effects of Drugs',
    'Overdoses, allergic reactions, wounds and complications of medical care.',
  ),
  system(22, 'burns', 'Burns', 'Burns', 'Care for minor and severe burns, including skin grafts.', false),
  system(
    23,
    'health-status',
    'Rehabilitation and other care',
    'Factors Influencing Health Status and Other Contacts with Health Services',
    'Rehabilitation, aftercare, falls and weakness, and other hospital services.',
    false,
  ),
  system(
    24,
    'trauma',
    'Multiple serious injuries',
    'Multiple Significant Trauma',
    'Care after accidents that cause several serious injuries at once.',
    false,
  ),
  system(
    25,
    'hiv',
    'HIV',
    'Human Immunodeficiency Virus Infections',
    'Hospital care for HIV and illnesses related to it.',
    false,
  ),
];

const SYSTEMS_BY_ID = new Map(SYSTEMS.map((s) => [s.id, s]));

export function findSystem(id: number): SystemDef | undefined {
  return SYSTEMS_BY_ID.get(id);
}
