/** Types of vite.route-preloads.mjs (route-preloads.json: each screen's JavaScript beyond the main script). */
export declare const ROUTE_PRELOADS_FILE: string;
export declare function screenModules(routesIndexSource: string): Map<string, string>;
export declare function routePreloads(options?: { routesIndex?: string }): {
  name: string;
  apply: 'build';
  generateBundle(
    this: { emitFile(file: { type: 'asset'; fileName: string; source: string }): string },
    options: unknown,
    bundle: Record<string, unknown>,
  ): void;
};
