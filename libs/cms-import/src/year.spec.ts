import { resolveDataYear, yearFromFileName, YearError } from './year';

describe('yearFromFileName', () => {
  it.each([
    ['ipps_drg100_fy2011.csv', 2011],
    ['Medicare_Provider_Charge_Inpatient_DRG100_FY2011.csv', 2011],
    ['/data/MUP_INP_RY24_P03_V10_DY22_PrvSvc.csv', 2022],
    ['MUP_IHP_RY21_P02_V10_DY19_PRVSVC.CSV', 2019],
    ['inpatient_FY_2016.csv', 2016],
    ['inpatient_2019.csv', 2019],
  ])('%s -> %d', (name, year) => {
    expect(yearFromFileName(name)).toBe(year);
  });

  it.each(['medicare_inpatient_ny_sample_recent.csv', 'prices_2019_2020.csv', 'inpatient.csv'])(
    'finds no single year in %s',
    (name) => {
      expect(yearFromFileName(name)).toBeNull();
    },
  );
});

describe('resolveDataYear', () => {
  it('takes --year first and warns when the name disagrees', () => {
    expect(resolveDataYear('x_fy2011.csv', 2012)).toEqual({
      year: 2012,
      from: 'option',
      warning: expect.stringContaining('2011'),
    });
    expect(resolveDataYear('ny_sample.csv', 2022)).toEqual({ year: 2022, from: 'option' });
  });

  it('never guesses: no year anywhere is an error that asks for --year', () => {
    expect(() => resolveDataYear('medicare_inpatient_ny_sample_recent.csv')).toThrow(YearError);
    expect(() => resolveDataYear('medicare_inpatient_ny_sample_recent.csv')).toThrow(/--year/);
    expect(() => resolveDataYear('a.csv', 1890)).toThrow(/--year must be a year/);
  });
});
