/** Types of vite.graphql-documents.mjs (each `graphql()` call replaced by an import of its one document). */
export declare function documentExportName(source: string): string | null;
export declare function generatedExports(graphqlTs: string): Set<string>;
export declare function replaceDocuments(
  code: string,
  file: string,
  exported: ReadonlySet<string>,
): string | null;
export declare function graphqlDocuments(options?: { generatedDir?: string }): {
  name: string;
  enforce: 'pre';
  buildStart(): void;
  transform(code: string, id: string): { code: string; map: null } | null;
  resolveId(id: string): string | null;
  load(this: { addWatchFile(file: string): void }, id: string): Promise<string | null>;
};
