import { createIntl } from 'react-intl';
import { formatBytes, formatSpeed, formatTimeLeft } from './format';

const english = createIntl({ locale: 'en-US' });

describe('upload figures', () => {
  it('reads sizes in binary units', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(1048576000)).toBe('1000 MB');
    expect(formatSpeed(2 * 1024 * 1024)).toBe('2.0 MB/s');
  });
  it('says how long is left', () => {
    expect(formatTimeLeft(Infinity, english)).toBe('estimating…');
    expect(formatTimeLeft(0.2, english)).toBe('less than a second left');
    expect(formatTimeLeft(42, english)).toBe('42 s left');
    expect(formatTimeLeft(125, english)).toBe('2 min 5 s left');
    expect(formatTimeLeft(3720, english)).toBe('1 h 2 min left');
  });
});
