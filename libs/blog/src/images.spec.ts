import {
  DEFAULT_MAX_WIDTH,
  parseOrientation,
  parseWidth,
  scaleToWidth,
  searchWords,
  withWidth,
} from './images';

describe('image sizes', () => {
  it('adds a max width of 1200 when no size is given', () => {
    expect(parseWidth(undefined)).toBe(DEFAULT_MAX_WIDTH);
    expect(parseWidth('')).toBe(1200);
    expect(withWidth('/images/library/doctor.svg', parseWidth(null))).toBe(
      '/images/library/doctor.svg?w=1200',
    );
  });
  it('uses the size given, clamped to a sane range', () => {
    expect(parseWidth('800')).toBe(800);
    expect(parseWidth(5)).toBe(16);
    expect(parseWidth(99999)).toBe(4000);
  });
  it('refuses a width that is not a whole number', () => {
    expect(() => parseWidth('wide')).toThrow(/whole number/);
    expect(() => parseWidth('-3')).toThrow(/whole number/);
  });
  it('replaces an existing w parameter and keeps the others', () => {
    expect(withWidth('https://img.example/a.jpg?w=300&q=80#x', 1200)).toBe(
      'https://img.example/a.jpg?q=80&w=1200#x',
    );
  });
  it('scales down, never up', () => {
    expect(scaleToWidth(1200, 800, 600)).toEqual({ width: 600, height: 400 });
    expect(scaleToWidth(800, 1200, 1200)).toEqual({ width: 800, height: 1200 });
  });
});

describe('parseOrientation', () => {
  it('accepts the three orientations and common aliases', () => {
    expect(parseOrientation('landscape')).toBe('landscape');
    expect(parseOrientation('Horizontal')).toBe('landscape');
    expect(parseOrientation('vertical')).toBe('portrait');
    expect(parseOrientation('squarish')).toBe('square');
  });
  it('treats all/any/empty as no filter', () => {
    expect(parseOrientation('all')).toBeNull();
    expect(parseOrientation(undefined)).toBeNull();
  });
  it('answers a clear error for anything else', () => {
    expect(() => parseOrientation('diagonal')).toThrow(/landscape, portrait, square or all/);
  });
});

describe('searchWords', () => {
  it('splits on non-alphanumerics and drops duplicates', () => {
    expect(searchWords('Hospital  bed, hospital!')).toEqual(['hospital', 'bed']);
  });
  it('means everything for empty, * and all', () => {
    expect(searchWords('')).toEqual([]);
    expect(searchWords('*')).toEqual([]);
    expect(searchWords('ALL')).toEqual([]);
  });
  it('never lets LIKE wildcards through', () => {
    expect(searchWords('50%_off')).toEqual(['50', 'off']);
  });
});
