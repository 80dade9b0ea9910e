import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { displayAddress, displayFacilityName, displayPlace, visitAfterHospital } from './names';

// Real names of the CMS Hospital General Information file (data/cms, ../shared/data), as a person writes them.
const HOSPITALS: ReadonlyArray<[string, string]> = [
  ['SETON MEDICAL CENTER AUSTIN', 'Seton Medical Center Austin'],
  ['NYU LANGONE HOSPITALS', 'NYU Langone Hospitals'],
  ['AHMC ANAHEIM REGIONAL MEDICAL CENTER', 'AHMC Anaheim Regional Medical Center'],
  ['AHMC SETON MEDICAL CENTER', 'AHMC Seton Medical Center'],
  ['UNIVERSITY OF CALIFORNIA DAVIS MEDICAL CENTER', 'University of California Davis Medical Center'],
  ['RONALD REAGAN UCLA MEDICAL CENTER', 'Ronald Reagan UCLA Medical Center'],
  ["UCSF BENIOFF CHILDREN'S HOSPITAL OAKLAND", "UCSF Benioff Children's Hospital Oakland"],
  ['LAC+USC MEDICAL CENTER', 'LAC+USC Medical Center'],
  ['VA BLACK HILLS HEALTHCARE SYSTEM', 'VA Black Hills Healthcare System'],
  ['ROLLING HILLS HOSPITAL, LLC', 'Rolling Hills Hospital, LLC'],
  ["ST. VINCENT'S EAST", "St. Vincent's East"],
  ["ST VINCENT'S ST CLAIR", "St. Vincent's St. Clair"],
  ["SSM HEALTH ST MARY'S HOSPITAL - MADISON", "SSM Health St. Mary's Hospital - Madison"],
  ['OSF ST FRANCIS HOSPITAL AND MEDICAL GROUP', 'OSF St. Francis Hospital and Medical Group'],
  ['D W MCMILLAN MEMORIAL HOSPITAL', 'D W McMillan Memorial Hospital'],
  ["ST LUKE'S MCCALL", "St. Luke's McCall"],
  ['MACNEAL  HOSPITAL', 'MacNeal Hospital'],
  ['PIEDMONT MACON NORTH HOSPITAL', 'Piedmont Macon North Hospital'],
  ['WELLSTAR MCG HEALTH, AFFILIATED WITH MED COL', 'WellStar MCG Health, Affiliated with Med Col'],
  ["O'CONNOR HOSPITAL", "O'Connor Hospital"],
  ["PATIENTS' HOSPITAL OF REDDING", "Patients' Hospital of Redding"],
  ["HALE HO'OLA HAMAKUA", "Hale Ho'ola Hamakua"],
  ["THE CHILDREN'S HOSPITAL OF ALABAMA", "The Children's Hospital of Alabama"],
  ['SACRED HEART HOSPITAL ON THE EMERALD COAST', 'Sacred Heart Hospital on the Emerald Coast'],
  ['MEDICAL WEST, AN AFFILIATE OF UAB HEALTH SYSTEM', 'Medical West, an affiliate of UAB Health System'],
  ['SOUTHWELL MEDICAL, A CAMPUS OF TRMC', 'Southwell Medical, a campus of TRMC'],
  ['ST SIMONS-BY-THE-SEA', 'St. Simons-by-the-Sea'],
  ['LOUIS A WEISS MEMORIAL HOSPITAL', 'Louis A Weiss Memorial Hospital'],
  ['LA PALMA INTERCOMMUNITY HOSPITAL', 'La Palma Intercommunity Hospital'],
  ['KAISER FOUNDATION HOSPITAL - WEST LA', 'Kaiser Foundation Hospital - West LA'],
  ['HOSPITAL DE LA CONCEPCION', 'Hospital de la Concepcion'],
  ['CENTRO CARDIOVASCULAR DE PUERTO RICO Y EL CARIBE', 'Centro Cardiovascular de Puerto Rico y El Caribe'],
  ['BANNER DEL E. WEBB MEDICAL CENTER', 'Banner Del E. Webb Medical Center'],
  ['UPMC MUNCY', 'UPMC Muncy'],
  ['HCA FLORIDA BLAKE HOSPITAL', 'HCA Florida Blake Hospital'],
  ['UF HEALTH SHANDS HOSPITAL', 'UF Health Shands Hospital'],
  ['MEDICAL CENTER OF SOUTH ARKANSAS', 'Medical Center of South Arkansas'],
  ['MARSHALL MEDICAL CENTERS', 'Marshall Medical Centers'],
  ['BAPTIST MEMORIAL HOSPITAL-CRITTENDEN, INC', 'Baptist Memorial Hospital-Crittenden, Inc'],
  ['HOSPITAL DISTRICT #1 OF RICE COUNTY', 'Hospital District #1 of Rice County'],
  ['UCHEALTH PIKES PEAK REGIONAL HOSPITAL', 'UCHealth Pikes Peak Regional Hospital'],
  ['PEACEHEALTH SOUTHWEST MEDICAL CENTER', 'PeaceHealth Southwest Medical Center'],
  ["ST. MICHAEL'S HOSPITAL - CAH", "St. Michael's Hospital - CAH"],
  [
    'SANA HEALTHCARE CARROLLTON D/B/A CARROLLTON REGIONAL MEDICAL CENTER',
    'Sana Healthcare Carrollton D/B/A Carrollton Regional Medical Center',
  ],
  ['DR. P. PHILLIPS HOSPITAL', 'Dr. P. Phillips Hospital'],
  [
    'TEMPLE VA MEDICAL CENTER (VA CENTRAL TEXAS HEALTHCARE SYSTEM)',
    'Temple VA Medical Center (VA Central Texas Healthcare System)',
  ],
  ['MD ANDERSON CANCER CENTER', 'MD Anderson Cancer Center'],
];

// Names a person already cased (the military hospitals of the file, the Medicare NY sample): kept.
const CASED: ReadonlyArray<[string, string]> = [
  ['NMC Portsmouth', 'NMC Portsmouth'],
  ['Bassett ACH (FT Wainwright)', 'Bassett ACH (FT Wainwright)'],
  ['Kaleida Health', 'Kaleida Health'],
  ['Walter Reed National Military Med Cen', 'Walter Reed National Military Med Cen'],
  // ... except an acronym spelled as a word and a shouted long word inside.
  ['Nyu Langone Hospitals', 'NYU Langone Hospitals'],
  ['Ahmc Anaheim Regional Medical Center', 'AHMC Anaheim Regional Medical Center'],
  [
    'UOFL HEALTH - JEWISH HOSPITAL and Mary & Elizabeth Hospital',
    'UofL Health - Jewish Hospital and Mary & Elizabeth Hospital',
  ],
];

describe('displayFacilityName', () => {
  it.each(HOSPITALS)('%s → %s', (raw, shown) => {
    expect(displayFacilityName(raw)).toBe(shown);
  });

  it.each(CASED)('keeps a cased name: %s → %s', (raw, shown) => {
    expect(displayFacilityName(raw)).toBe(shown);
  });

  it('gives an empty text for a missing name and collapses spaces', () => {
    expect(displayFacilityName(null)).toBe('');
    expect(displayFacilityName('   ')).toBe('');
    expect(displayFacilityName('  MEMORIAL   HOSPITAL ')).toBe('Memorial Hospital');
  });

  it('is stable: a shown name shown again does not change', () => {
    const shown = HOSPITALS.map(([, s]) => s);
    expect(shown.map((s) => displayFacilityName(s))).toEqual(shown);
  });

  it('answers a name asked again, by kind, as the first time, also after its store of cased names filled', () => {
    // "ST" is Saint in a name, Street in an address: the same raw text kept apart by kind.
    expect(displayFacilityName('ST MARY HOSPITAL')).toBe('St. Mary Hospital');
    expect(displayFacilityName('100 MAIN ST', 'address')).toBe('100 Main St');
    expect(displayFacilityName('ST MARY HOSPITAL')).toBe('St. Mary Hospital');
    for (let i = 0; i < 12_000; i++) displayFacilityName(`HOSPITAL NUMBER ${i}`);
    expect(displayFacilityName('HOSPITAL NUMBER 11999')).toBe('Hospital Number 11999');
    expect(displayFacilityName('ST MARY HOSPITAL')).toBe('St. Mary Hospital');
    expect(HOSPITALS.map(([raw]) => displayFacilityName(raw))).toEqual(HOSPITALS.map(([, s]) => s));
  });
});

describe('displayAddress and displayPlace', () => {
  it.each([
    ['1108 ROSS CLARK CIRCLE', '1108 Ross Clark Circle'],
    ['2505 U S HIGHWAY 431 NORTH', '2505 U S Highway 431 North'],
    ['1111 W LA PALMA AVENUE', '1111 W La Palma Avenue'],
    ['2041 GEORGIA AVE NW', '2041 Georgia Ave NW'],
    ['1000 W CARSON ST', '1000 W Carson St'],
    ['16420 W US HIGHWAY 24', '16420 W US Highway 24'],
    ['2400 N INTERSTATE HIGHWAY 35E', '2400 N Interstate Highway 35E'],
    ['200 WEST 134TH PLACE', '200 West 134th Place'],
    ['P O BOX 399, 3307 BILL SCHOCK BOULEVARD', 'P O Box 399, 3307 Bill Schock Boulevard'],
  ])('address %s → %s', (raw, shown) => {
    expect(displayAddress(raw)).toBe(shown);
  });

  it.each([
    ['DOTHAN', 'Dothan'],
    ['MCALLEN', 'McAllen'],
    ['WINSTON-SALEM', 'Winston-Salem'],
    ['PORT ST LUCIE', 'Port St. Lucie'],
    ['NEW YORK', 'New York'],
    ['ISLE OF PALMS', 'Isle of Palms'],
    ['SOUTH EL MONTE', 'South El Monte'],
  ])('town %s → %s', (raw, shown) => {
    expect(displayPlace(raw)).toBe(shown);
  });
});

// Every provider name of the IPPS file kept in the repository (3,000 and more hospitals, all in capitals):
// no word left in capitals that is not an acronym, no "Mary'S", and no letter lost or added.
describe('every hospital of data/cms/ipps_drg100_fy2011.csv.gz', () => {
  const csv = zlib
    .gunzipSync(fs.readFileSync(path.resolve(__dirname, '../../../../data/cms/ipps_drg100_fy2011.csv.gz')))
    .toString('utf8');
  const names = [
    ...new Set(
      csv
        .split('\n')
        .slice(1)
        .map((line) => line.match(/^("[^"]*"|[^,]*),[^,]*,("[^"]*"|[^,]*)/)?.[2]?.replace(/^"|"$/g, '') ?? '')
        .filter(Boolean),
    ),
  ];

  it("reads every name in a person's case", () => {
    expect(names.length).toBeGreaterThan(3000);
    const letters = (t: string) => t.toUpperCase().replace(/ST\./g, 'ST').replace(/\s+/g, ' ').trim();
    const wrong = names
      .map((raw) => ({ raw, shown: displayFacilityName(raw) }))
      .filter(
        ({ raw, shown }) =>
          /\b\p{Lu}{5,}\b/u.test(shown) || /\p{L}'S\b/u.test(shown) || letters(shown) !== letters(raw),
      );
    expect(wrong).toEqual([]);
  });
});

describe('visitAfterHospital', () => {
  it('names the visit after the hospital only when it is not the hospital itself', () => {
    expect(visitAfterHospital('ST DAVIDS MEDICAL CENTER', 'ST DAVIDS MEDICAL CENTER')).toBe('');
    expect(visitAfterHospital('St. Davids Medical Center', 'ST DAVIDS MEDICAL CENTER')).toBe('');
    expect(visitAfterHospital('Knee surgery', 'ST DAVIDS MEDICAL CENTER')).toBe(' (Knee surgery)');
    expect(visitAfterHospital('Knee  surgery ', null)).toBe(' (Knee surgery)');
    expect(visitAfterHospital('', 'ST DAVIDS MEDICAL CENTER')).toBe('');
  });
});
