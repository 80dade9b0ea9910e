// Drops react-intl's probes of the engine's locale data from the web build. Two places ask the engine which
// locales it can format numbers for, only to pick a tag the site already knows: @formatjs/intl's createIntl
// (run by every IntlProvider) calls `Intl.NumberFormat.supportedLocalesOf(locale)` to warn when a locale's
// data is missing, and intl-messageformat's `resolveLocale` (every message the page formats first) calls it
// to choose the locale a message is parsed for. In Chromium the first such call makes V8 list every locale
// ICU can format numbers for: 80–180 ms of one task on a phone-speed (4× slower) CPU, the largest single
// cost of the map page's hydration (docs/benchmarks/api-build.md, "The locale probe").
//
// - createIntl: the site's two tags, en-US and es-US, are in every engine's data (browsers ship full ICU,
//   so does Node since 13), so the warning cannot fire for them; the two checks become `false`.
// - resolveLocale: for one tag as a string (what react-intl passes) the answer is `new Intl.Locale(tag)`
//   whether or not the engine lists the tag (the function falls back to the tag itself), so the probe is
//   asked only for a list of tags.
// The page's own numbers are written out for the same reason (libs/domain money/usd.ts).
//
// A build whose modules no longer hold a probe as written fails here, so that an upgrade is read again
// rather than silently keeping (or losing) this change. Every replacement keeps the module's line count.

/** @formatjs/intl 6 (create-intl.ts): the two probes of createIntl. */
const CREATE_INTL =
  /else if \(!Intl\.NumberFormat\.supportedLocalesOf\(locale\)\.length && onError\)(?<nf>[^\n]*?)\n\telse if \(!Intl\.DateTimeFormat\.supportedLocalesOf\(locale\)\.length && onError\)(?<dtf>[^\n]*?)\n/;

/** intl-messageformat 12 (core.ts): the probe of resolveLocale. */
const RESOLVE_LOCALE = /const supportedLocales = Intl\.NumberFormat\.supportedLocalesOf\(locales\);/;

export const PATCHES = [
  {
    module: /[\\/]node_modules[\\/]@formatjs[\\/]intl[\\/]index\.js$/,
    what: "createIntl's locale-data warning (Intl.NumberFormat.supportedLocalesOf)",
    apply(code) {
      const m = CREATE_INTL.exec(code);
      if (!m) return null;
      const kept = `else if (false && onError)${m.groups.nf}\n\telse if (false && onError)${m.groups.dtf}\n`;
      return code.slice(0, m.index) + kept + code.slice(m.index + m[0].length);
    },
  },
  {
    module: /[\\/]node_modules[\\/](?:.*[\\/])?intl-messageformat[\\/]index\.js$/,
    what: "IntlMessageFormat.resolveLocale's probe (Intl.NumberFormat.supportedLocalesOf)",
    apply(code) {
      if (!RESOLVE_LOCALE.test(code)) return null;
      return code.replace(
        RESOLVE_LOCALE,
        'const supportedLocales = typeof locales === "string" ? [locales] : Intl.NumberFormat.supportedLocalesOf(locales);',
      );
    },
  },
];

export function intlLocaleProbe() {
  return {
    name: 'fp-intl-locale-probe',
    apply: 'build',
    transform(code, id) {
      const patch = PATCHES.find((p) => p.module.test(id));
      if (!patch) return null;
      const out = patch.apply(code);
      if (out === null)
        this.error(
          `${id}: ${patch.what} is not where apps/web/vite.intl-locale-probe.mjs expects it: ` +
            'read the new version of the module and update the plugin.',
        );
      return { code: out, map: null };
    },
  };
}
