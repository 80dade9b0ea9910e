/** Types of vite.intl-locale-probe.mjs (react-intl's probes of the engine's locale data, dropped from the build). */
export declare const PATCHES: ReadonlyArray<{
  module: RegExp;
  what: string;
  apply(code: string): string | null;
}>;
export declare function intlLocaleProbe(): {
  name: string;
  apply: 'build';
  transform(
    this: { error(message: string): never },
    code: string,
    id: string,
  ): { code: string; map: null } | null;
};
