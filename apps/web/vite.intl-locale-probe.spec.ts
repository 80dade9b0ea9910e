/**
 * The web build without react-intl's probes of the engine's locale data (vite.intl-locale-probe.mjs): read
 * on the installed modules, so an upgrade that moves a probe fails here as well as in the build.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createIntl, createIntlCache } from '@formatjs/intl';
import { INTL_TAGS } from '@fp/i18n';
import { intlLocaleProbe, PATCHES } from './vite.intl-locale-probe.mjs';

const modules = path.resolve(__dirname, '../../node_modules');
const formatjsIntl = path.join(modules, '@formatjs/intl/index.js');
// Every copy of intl-messageformat react-intl loads: npm nests one in each of its two dependents here (the
// top-level copy is an older one of Lighthouse's, not in the web app).
const messageFormats = ['react-intl', '@formatjs/intl']
  .map((dependent) => path.join(modules, dependent, 'node_modules/intl-messageformat/index.js'))
  .filter((file) => fs.existsSync(file));

const patchFor = (file: string) => PATCHES.find((p) => p.module.test(file));
const ctx = {
  error: (message: string): never => {
    throw new Error(message);
  },
};

describe("react-intl's locale probes, dropped from the web build", () => {
  it('finds the modules', () => {
    expect(fs.existsSync(formatjsIntl)).toBe(true);
    expect(messageFormats.length).toBeGreaterThan(0);
  });

  it.each([formatjsIntl, ...messageFormats])('%s: found and removed, its lines kept', (file) => {
    const code = fs.readFileSync(file, 'utf8');
    expect(code).toContain('Intl.NumberFormat.supportedLocalesOf(');
    const out = intlLocaleProbe().transform.call(ctx, code, file)?.code;
    expect(out).toBeDefined();
    expect(out).not.toBe(code);
    expect(out!.split('\n')).toHaveLength(code.split('\n').length);
    // What is left of the probe is asked only for a list of tags, never for the one tag react-intl passes.
    for (const call of out!.match(/.{0,60}supportedLocalesOf\(locales?\)/g) ?? [])
      expect(call).toContain('typeof locales === "string" ? [locales] :');
  });

  it('patches only those modules, and stops a build that cannot find a probe', () => {
    const plugin = intlLocaleProbe();
    expect(patchFor(formatjsIntl)?.what).toMatch(/createIntl/);
    expect(messageFormats.map((f) => patchFor(f)?.what)).toEqual(
      messageFormats.map(() => expect.stringMatching(/resolveLocale/)),
    );
    expect(plugin.transform.call(ctx, 'const x = 1;', '/app/src/other.js')).toBeNull();
    expect(() => plugin.transform.call(ctx, 'export const x = 1;', formatjsIntl)).toThrow(
      /update the plugin/,
    );
    expect(() => plugin.transform.call(ctx, 'export const x = 1;', messageFormats[0])).toThrow(
      /update the plugin/,
    );
  });

  it("createIntl's warning cannot fire for the site's tags: each is in the data the probe asks about", () => {
    for (const tag of Object.values(INTL_TAGS)) {
      expect(Intl.NumberFormat.supportedLocalesOf(tag)).toEqual([tag]);
      expect(Intl.DateTimeFormat.supportedLocalesOf(tag)).toEqual([tag]);
      const errors: unknown[] = [];
      createIntl({ locale: tag, onError: (e) => errors.push(e) }, createIntlCache());
      expect(errors).toEqual([]);
    }
  });

  // resolveLocale, as intl-messageformat 12 writes it: the first tag the probe lists, else the tag itself.
  it('resolveLocale gives the same locale for one tag with or without the probe', () => {
    const tags = [...Object.values(INTL_TAGS), 'en-us', 'es', 'zz-ZZ', 'en-US-u-nu-arab', 'sr-Latn-RS'];
    for (const tag of tags) {
      const probed = Intl.NumberFormat.supportedLocalesOf(tag);
      const original = new Intl.Locale(probed.length > 0 ? probed[0] : tag).toString();
      expect(new Intl.Locale(tag).toString()).toBe(original);
    }
  });
});
