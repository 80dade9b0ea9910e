import { detectLayout, UnknownHeaderError } from './layouts';

const FY2011 =
  'DRG Definition,Provider Id,Provider Name,Provider Street Address,Provider City,Provider State,Provider Zip Code,Hospital Referral Region Description,Total Discharges,Average Covered Charges,Average Total Payments,Average Medicare Payments';
const CURRENT =
  'Rndrng_Prvdr_CCN,Rndrng_Prvdr_Org_Name,Rndrng_Prvdr_St,Rndrng_Prvdr_City,Rndrng_Prvdr_State_Abrvtn,Rndrng_Prvdr_State_FIPS,Rndrng_Prvdr_Zip5,Rndrng_Prvdr_RUCA,Rndrng_Prvdr_RUCA_Desc,DRG_Cd,DRG_Desc,Tot_Dschrgs,Avg_Submtd_Cvrd_Chrg,Avg_Tot_Pymt_Amt,Avg_Mdcr_Pymt_Amt';
const RENAMED =
  'provider_id,provider_name,provider_city,provider_state,provider_zip_code,drg_id,ms_drg_definition,total_discharges,average_covered_charges,average_total_payments,average_medicare_payments';

describe('detectLayout', () => {
  it('recognizes the FY2011-FY2017 layout, also with stray spaces', () => {
    const found = detectLayout(FY2011.split(','));
    expect(found.layout.id).toBe('cms-fy2011-2017');
    expect(found.columns).toMatchObject({
      drgDefinition: 0,
      ccn: 1,
      zip: 6,
      discharges: 8,
      medicarePayments: 11,
    });
    const spaced = detectLayout(FY2011.split(',').map((h) => ` ${h} `));
    expect(spaced.layout.id).toBe('cms-fy2011-2017');
  });

  it('recognizes the current layout', () => {
    const found = detectLayout(CURRENT.split(','));
    expect(found.layout.id).toBe('cms-current');
    expect(found.columns).toMatchObject({
      ccn: 0,
      street: 2,
      state: 4,
      zip: 6,
      drgCode: 9,
      drgDefinition: 10,
    });
  });

  it('recognizes the renamed lower-case layout and reads its DRG code column', () => {
    const found = detectLayout(RENAMED.split(','));
    expect(found.layout.id).toBe('renamed-lowercase');
    expect(found.columns).toMatchObject({ ccn: 0, drgCode: 5, drgDefinition: 6 });
    expect(found.columns.street).toBeUndefined();
  });

  it('refuses an unknown header and lists the columns each layout needs', () => {
    let error: unknown;
    try {
      detectLayout(['Provider Id', 'Provider Name', 'Charges']);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(UnknownHeaderError);
    const message = (error as Error).message;
    expect(message).toMatch(/^Unknown header/);
    for (const column of [
      'Rndrng_Prvdr_CCN',
      'Avg_Mdcr_Pymt_Amt',
      'DRG Definition',
      'Average Total Payments',
      'drg_id',
    ]) {
      expect(message).toContain(column);
    }
    expect((error as UnknownHeaderError).missing.length).toBeGreaterThan(0);
  });
});
