/** Types of vite.route-sizes.mjs (the build's route size report and budget check). */
export declare const BUDGETS: Record<string, number>;
export declare function routeSizes(options?: { budgets?: Record<string, number> }): {
  name: string;
  apply: 'build';
  configResolved(config: { isProduction: boolean }): void;
  generateBundle(
    this: { error(message: string): never },
    options: unknown,
    bundle: Record<string, unknown>,
  ): void;
};
export declare function importClosure(
  byName: Map<string, { imports: string[] }>,
  starts: Iterable<string>,
): Set<string>;
