import { addressKey, indexHifld, matchOne, nameSimilarity, otherBuilding, phoneDigits, type CmsSide, type HifldSide } from './hospital-directory-match';

const point = (index: number, p: Partial<HifldSide>): HifldSide => ({
  index, name: '', altName: 'NOT AVAILABLE', address: '', city: 'LAREDO', state: 'TX', zip: '78041', phone: 'NOT AVAILABLE', open: true, ...p,
});

const cms = (p: Partial<CmsSide>): CmsSide => ({ ccn: '450643', name: '', address: '', city: 'LAREDO', state: 'TX', zip: '78041', phone: '', ...p });

describe('the hospital directory join', () => {
  it('reads both spellings of a street as one address', () => {
    expect(addressKey('1108 ROSS CLARK CIRCLE, PO BOX 6987')).toBe(addressKey('1108 Ross Clark Cir'));
    expect(addressKey('400 FOURTH AVENUE NORTHWEST')).toBe(addressKey('400 4TH AVE NW'));
    expect(addressKey('2505 U S HIGHWAY 431')).toBe(addressKey('2505 US HWY 431'));
  });

  it('compares names on their distinctive words', () => {
    expect(nameSimilarity('SAINT MARY MEDICAL CENTER', "ST. MARY'S MED CTR")).toBeLessThan(1);
    expect(nameSimilarity('ST MARY MEDICAL CENTER', 'SAINT MARY MED CTR')).toBe(1);
    expect(nameSimilarity('DOCTORS HOSPITAL OF LAREDO', 'LAREDO REHABILITATION HOSPITAL', 'LAREDO')).toBe(0);
    // Only generic and place words on both sides: all words are compared.
    expect(nameSimilarity('BOULDER COMMUNITY HOSPITAL', 'BOULDER COMMUNITY HEALTH', 'BOULDER')).toBeCloseTo(2 / 3);
  });

  it('tells another building from the same block of the same street', () => {
    expect(otherBuilding('6201 HARRY HINES BLVD', '6161 HARRY HINES BOULEVARD, SUITE 100')).toBe(false);
    expect(otherBuilding('1651 RUBY TYLER PKWY', '200 UNIVERSITY BOULEVARD')).toBe(true);
    expect(otherBuilding('421 11TH STREET NW', '415 JEFFERSON STREET NORTH')).toBe(true);
    expect(otherBuilding('CARR 2 BO SABALOS', '12 MAIN ST')).toBe(false);
  });

  it('keeps 10 phone digits only', () => {
    expect(phoneDigits('(334) 793-8701')).toBe('3347938701');
    expect(phoneDigits('NOT AVAILABLE')).toBe('');
  });

  it('prefers the same address, then refuses a similar name in another building', () => {
    const index = indexHifld([
      point(0, { name: 'LAREDO REHABILITATION HOSPITAL', address: '2005 A BUSTAMANTE STREET', phone: '(956) 764-8555' }),
      point(1, { name: 'DOCTORS HOSPITAL', address: '10700 MCPHERSON RD', zip: '78045', phone: '(956) 523-2000' }),
    ]);
    const doctors = cms({ name: 'DOCTORS HOSPITAL OF LAREDO', address: '10700 MCPHERSON ROAD', phone: '(956) 523-2000' });
    expect(matchOne(doctors, index)).toMatchObject({ rule: 'city+state+name', hifld: 1 });
    const unknown = cms({ name: 'LAREDO SPECIALTY HOSPITAL', address: '1 OTHER RD', phone: '(956) 000-0000' });
    expect(matchOne(unknown, index)).toBeNull();
  });
});
