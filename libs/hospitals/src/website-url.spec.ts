import { websiteUrl } from './hospital-directory.service';

describe('websiteUrl (the detail links to a hospital web site only over http or https)', () => {
  it('keeps an http(s) address and gives a bare host name a scheme', () => {
    expect(websiteUrl('http://www.samc.org')).toBe('http://www.samc.org');
    expect(websiteUrl('https://bmhvt.org/')).toBe('https://bmhvt.org/');
    expect(websiteUrl('www.cpgh.org')).toBe('http://www.cpgh.org');
    expect(websiteUrl(' www.nortonsoundhealth.org/ ')).toBe('http://www.nortonsoundhealth.org/');
  });

  it('drops other schemes, text that is not an address, and nothing', () => {
    expect(websiteUrl('javascript:alert(1)')).toBeNull();
    expect(websiteUrl('NOT AVAILABLE')).toBeNull();
    expect(websiteUrl('')).toBeNull();
    expect(websiteUrl(null)).toBeNull();
  });
});
