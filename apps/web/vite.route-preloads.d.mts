/** Types of vite.route-preloads.mjs (route-preloads.json: each screen's JavaScript beyond the main script). */
export declare const ROUTE_PRELOADS_FILE: string;
export declare function screenModules(routesIndexSource: string): Map<string, string>;
export declare function routePreloads(options?: { routesIndex?: string }): {
  name: string;
  apply: 'build';
  /** Runs after Vite's own hooks, once it has removed the chunks that held only CSS. */
  generateBundle: {
    order: 'post';
    handler(
      this: { emitFile(file: { type: 'asset'; fileName: string; source: string }): string },
      options: unknown,
      bundle: Record<string, unknown>,
    ): void;
  };
};
