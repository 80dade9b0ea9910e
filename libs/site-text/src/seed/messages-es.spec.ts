import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { THANK_YOU, THANK_YOU_ES, THANK_YOU_SIGNED_IN, thankYouIn } from './index';

// The web's catalogue: the /thankyou pages say the same words (ids `thankyou.<kind>.title|body`).
const catalog = path.resolve(__dirname, '../../../i18n/src/catalog');
const read = (file: string) =>
  JSON.parse(readFileSync(path.join(catalog, file), 'utf8')) as Record<string, string>;

describe('thank-you texts in Spanish', () => {
  it('has a Spanish title and body for every kind, and picks them by language', () => {
    expect(Object.keys(THANK_YOU_ES).sort()).toEqual(Object.keys(THANK_YOU).sort());
    for (const text of Object.values(THANK_YOU_ES)) {
      expect(text.title.trim()).not.toBe('');
      expect(text.body.trim()).not.toBe('');
    }
    expect(thankYouIn('es')).toBe(THANK_YOU_ES);
    expect(thankYouIn('en')).toBe(THANK_YOU);
    expect(thankYouIn(undefined)).toBe(THANK_YOU);
    expect(thankYouIn('fr')).toBe(THANK_YOU);
  });

  it('says what the /thankyou pages say, in English and in Spanish', () => {
    const en = read('en.json');
    const es = read('es/thankyou.json');
    for (const [kind, text] of Object.entries(THANK_YOU)) {
      expect({ kind, title: en[`thankyou.${kind}.title`], body: en[`thankyou.${kind}.body`] }).toEqual({
        kind,
        ...text,
      });
      const spanish = THANK_YOU_ES[kind as keyof typeof THANK_YOU_ES];
      expect({ kind, title: es[`thankyou.${kind}.title`], body: es[`thankyou.${kind}.body`] }).toEqual({
        kind,
        ...spanish,
      });
    }
    for (const [kind, text] of Object.entries(THANK_YOU_SIGNED_IN))
      expect({
        title: en[`thankyou.${kind}.signedIn.title`],
        body: en[`thankyou.${kind}.signedIn.body`],
      }).toEqual(text);
  });
});
