/**
 * The local image library behind the image search popup
 * (GET /api/{site}/search/{query}/{orientation}). Files live in apps/web/public/images/library;
 * `file` is their public URL path. Width and height are the SVG viewBox sizes, so a
 * server can answer size and orientation filters without reading the files.
 * Every image is an SVG, so the same file serves as its own thumbnail.
 */

export type ImageOrientation = 'landscape' | 'portrait' | 'square';

export interface LibraryImage {
  /** Public URL path, e.g. /images/library/hospital-building.svg */
  file: string;
  title: string;
  /** Lower-case search words. */
  tags: string[];
  orientation: ImageOrientation;
  width: number;
  height: number;
}

export const IMAGE_LIBRARY: LibraryImage[] = [
  {
    file: '/images/library/hospital-building.svg',
    title: 'Hospital building',
    tags: ['hospital', 'building', 'facility'],
    orientation: 'landscape',
    width: 1200,
    height: 800,
  },
  {
    file: '/images/library/doctor.svg',
    title: 'Doctor with a stethoscope',
    tags: ['doctor', 'physician', 'stethoscope', 'people'],
    orientation: 'portrait',
    width: 800,
    height: 1200,
  },
  {
    file: '/images/library/nurse.svg',
    title: 'Nurse',
    tags: ['nurse', 'care', 'people', 'hospital'],
    orientation: 'portrait',
    width: 800,
    height: 1200,
  },
  {
    file: '/images/library/pharmacy.svg',
    title: 'Pharmacy shelves',
    tags: ['pharmacy', 'medicine', 'drugs', 'prescription'],
    orientation: 'landscape',
    width: 1200,
    height: 800,
  },
  {
    file: '/images/library/medical-bill.svg',
    title: 'Medical bill',
    tags: ['bill', 'invoice', 'statement', 'cost'],
    orientation: 'portrait',
    width: 800,
    height: 1200,
  },
  {
    file: '/images/library/calculator.svg',
    title: 'Calculator and coins',
    tags: ['calculator', 'cost', 'budget', 'money'],
    orientation: 'square',
    width: 1000,
    height: 1000,
  },
  {
    file: '/images/library/family.svg',
    title: 'Family of four',
    tags: ['family', 'people', 'parents', 'children'],
    orientation: 'landscape',
    width: 1200,
    height: 800,
  },
  {
    file: '/images/library/family-two.svg',
    title: 'Parent and child',
    tags: ['family', 'people', 'child', 'pediatrics'],
    orientation: 'square',
    width: 1000,
    height: 1000,
  },
  {
    file: '/images/library/stethoscope.svg',
    title: 'Stethoscope',
    tags: ['stethoscope', 'checkup', 'doctor'],
    orientation: 'square',
    width: 1000,
    height: 1000,
  },
  {
    file: '/images/library/ambulance.svg',
    title: 'Ambulance',
    tags: ['ambulance', 'emergency', 'transport'],
    orientation: 'landscape',
    width: 1200,
    height: 800,
  },
  {
    file: '/images/library/pill-bottle.svg',
    title: 'Pill bottle and tablets',
    tags: ['pills', 'medicine', 'prescription', 'pharmacy'],
    orientation: 'square',
    width: 1000,
    height: 1000,
  },
  {
    file: '/images/library/piggy-bank.svg',
    title: 'Piggy bank with a coin',
    tags: ['savings', 'money', 'budget', 'cost'],
    orientation: 'square',
    width: 1000,
    height: 1000,
  },
  {
    file: '/images/library/insurance-card.svg',
    title: 'Health insurance card',
    tags: ['insurance', 'card', 'coverage'],
    orientation: 'landscape',
    width: 1200,
    height: 800,
  },
  {
    file: '/images/library/price-map.svg',
    title: 'Map with hospital pins',
    tags: ['map', 'location', 'hospitals', 'search'],
    orientation: 'landscape',
    width: 1200,
    height: 800,
  },
  {
    file: '/images/library/magnifier-bill.svg',
    title: 'Checking a bill with a magnifying glass',
    tags: ['bill', 'review', 'search', 'audit'],
    orientation: 'square',
    width: 1000,
    height: 1000,
  },
  {
    file: '/images/library/phone-call.svg',
    title: 'Phone call to a billing office',
    tags: ['phone', 'call', 'contact', 'billing'],
    orientation: 'portrait',
    width: 800,
    height: 1200,
  },
  {
    file: '/images/library/laptop-chart.svg',
    title: 'Laptop showing price ranges',
    tags: ['laptop', 'chart', 'compare', 'prices', 'data'],
    orientation: 'landscape',
    width: 1200,
    height: 800,
  },
  {
    file: '/images/library/heartbeat.svg',
    title: 'Heartbeat line',
    tags: ['heart', 'cardiology', 'monitor', 'ecg'],
    orientation: 'landscape',
    width: 1200,
    height: 800,
  },
  {
    file: '/images/library/chest-xray.svg',
    title: 'Chest X-ray',
    tags: ['xray', 'radiology', 'imaging', 'lungs'],
    orientation: 'portrait',
    width: 800,
    height: 1200,
  },
  {
    file: '/images/library/hospital-bed.svg',
    title: 'Hospital bed',
    tags: ['hospital', 'bed', 'inpatient', 'stay'],
    orientation: 'landscape',
    width: 1200,
    height: 800,
  },
  {
    file: '/images/library/syringe-vial.svg',
    title: 'Syringe and vial',
    tags: ['vaccine', 'injection', 'syringe', 'medicine'],
    orientation: 'square',
    width: 1000,
    height: 1000,
  },
  {
    file: '/images/library/calendar.svg',
    title: 'Appointment calendar',
    tags: ['appointment', 'calendar', 'schedule', 'planning'],
    orientation: 'square',
    width: 1000,
    height: 1000,
  },
  {
    file: '/images/library/clipboard.svg',
    title: 'Clipboard checklist',
    tags: ['checklist', 'forms', 'paperwork', 'intake'],
    orientation: 'portrait',
    width: 800,
    height: 1200,
  },
  {
    file: '/images/library/dental.svg',
    title: 'Tooth and toothbrush',
    tags: ['dental', 'dentist', 'tooth', 'teeth'],
    orientation: 'square',
    width: 1000,
    height: 1000,
  },
  {
    file: '/images/library/first-aid-kit.svg',
    title: 'First aid kit',
    tags: ['first aid', 'emergency', 'injury', 'kit'],
    orientation: 'square',
    width: 1000,
    height: 1000,
  },
  {
    file: '/images/library/receipt-coins.svg',
    title: 'Receipt and coins',
    tags: ['receipt', 'payment', 'money', 'bill'],
    orientation: 'landscape',
    width: 1200,
    height: 800,
  },
  {
    file: '/images/library/doctor-patient.svg',
    title: 'Doctor talking with a patient',
    tags: ['doctor', 'patient', 'consultation', 'people'],
    orientation: 'landscape',
    width: 1200,
    height: 800,
  },
];

/** Organ and topic icons in apps/web/public/images/icons/<name>.svg (64x64, flat); the list is the catalogue's. */
export { ICON_NAMES, type IconName } from '@fp/catalog-lists';
import type { IconName } from '@fp/catalog-lists';

/** Public path of an icon. */
export function iconPath(name: IconName): string {
  return `/images/icons/${name}.svg`;
}

export interface SystemImage {
  /** File slug in apps/web/public/images/systems/<slug>.svg */
  slug: string;
  /** CMS Major Diagnostic Category code, '01' to '25'. */
  mdc: string;
  /** Short, patient-friendly name of the body system. */
  name: string;
  /** Public path of the round system image. */
  image: string;
}

/** One round image per Major Diagnostic Category, in MDC order. */
export const SYSTEM_IMAGES: SystemImage[] = [
  { slug: 'nervous', mdc: '01', name: 'Nervous system', image: '/images/systems/nervous.svg' },
  { slug: 'eye', mdc: '02', name: 'Eye', image: '/images/systems/eye.svg' },
  { slug: 'ent', mdc: '03', name: 'Ear, nose, mouth and throat', image: '/images/systems/ent.svg' },
  { slug: 'respiratory', mdc: '04', name: 'Respiratory system', image: '/images/systems/respiratory.svg' },
  { slug: 'circulatory', mdc: '05', name: 'Circulatory system', image: '/images/systems/circulatory.svg' },
  { slug: 'digestive', mdc: '06', name: 'Digestive system', image: '/images/systems/digestive.svg' },
  {
    slug: 'hepatobiliary',
    mdc: '07',
    name: 'Liver, gallbladder and pancreas',
    image: '/images/systems/hepatobiliary.svg',
  },
  {
    slug: 'musculoskeletal',
    mdc: '08',
    name: 'Muscles, bones and joints',
    image: '/images/systems/musculoskeletal.svg',
  },
  { slug: 'skin', mdc: '09', name: 'Skin, tissue and breast', image: '/images/systems/skin.svg' },
  {
    slug: 'endocrine',
    mdc: '10',
    name: 'Hormones, nutrition and metabolism',
    image: '/images/systems/endocrine.svg',
  },
  { slug: 'kidney', mdc: '11', name: 'Kidney and urinary tract', image: '/images/systems/kidney.svg' },
  { slug: 'male', mdc: '12', name: 'Male reproductive system', image: '/images/systems/male.svg' },
  { slug: 'female', mdc: '13', name: 'Female reproductive system', image: '/images/systems/female.svg' },
  { slug: 'pregnancy', mdc: '14', name: 'Pregnancy and childbirth', image: '/images/systems/pregnancy.svg' },
  { slug: 'newborn', mdc: '15', name: 'Newborns', image: '/images/systems/newborn.svg' },
  { slug: 'blood', mdc: '16', name: 'Blood and immune system', image: '/images/systems/blood.svg' },
  { slug: 'cancer', mdc: '17', name: 'Blood cancers and other tumors', image: '/images/systems/cancer.svg' },
  { slug: 'infectious', mdc: '18', name: 'Infectious diseases', image: '/images/systems/infectious.svg' },
  { slug: 'mental', mdc: '19', name: 'Mental health', image: '/images/systems/mental.svg' },
  { slug: 'substance', mdc: '20', name: 'Alcohol and drug use', image: '/images/systems/substance.svg' },
  { slug: 'injury', mdc: '21', name: 'Injuries and poisoning', image: '/images/systems/injury.svg' },
  { slug: 'burns', mdc: '22', name: 'Burns', image: '/images/systems/burns.svg' },
  {
    slug: 'health-status',
    mdc: '23',
    name: 'Check-ups and other health services',
    image: '/images/systems/health-status.svg',
  },
  { slug: 'trauma', mdc: '24', name: 'Multiple significant trauma', image: '/images/systems/trauma.svg' },
  { slug: 'hiv', mdc: '25', name: 'HIV infections', image: '/images/systems/hiv.svg' },
];
