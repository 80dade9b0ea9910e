import { localizedPage } from './page-language';

describe('a page in its language', () => {
  const page = '<!doctype html>\n<html lang="en">\n  <head><title>x</title></head><body></body></html>';

  it('says its language and lists its alternates with the other parameters kept', () => {
    const out = localizedPage(page, 'es', 'https://fair.example', '/map/heart-failure?zip=10001&lang=es');
    expect(out).toContain('<html lang="es">');
    expect(out).toContain(
      '<link rel="alternate" hreflang="en" href="https://fair.example/map/heart-failure?zip=10001&amp;lang=en">',
    );
    expect(out).toContain(
      '<link rel="alternate" hreflang="es" href="https://fair.example/map/heart-failure?zip=10001&amp;lang=es">',
    );
    expect(out).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://fair.example/map/heart-failure?zip=10001">',
    );
  });

  it('says the page shell in Spanish: its description and the note shown without JavaScript', () => {
    const shell =
      '<html lang="en"><head><meta name="description" content="Compare what US hospitals charge." /></head>' +
      '<body><noscript>FairPrice Health needs JavaScript.</noscript></body></html>';
    const out = localizedPage(shell, 'es', 'https://fair.example', '/');
    expect(out).toContain('content="Compare lo que cobran los hospitales');
    expect(out).toContain('<noscript>FairPrice Health necesita JavaScript');
    expect(localizedPage(shell, 'en', 'https://fair.example', '/')).toContain('needs JavaScript');
  });

  it('cannot be made to write markup from the address', () => {
    const out = localizedPage(page, 'en', 'https://fair.example', '/blog?q="><script>alert(1)</script>');
    expect(out).not.toContain('<script>alert');
    expect(out).toContain('<html lang="en">');
  });
});
