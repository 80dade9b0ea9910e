/**
 * The web build's GraphQL documents (vite.graphql-documents.mjs): each `graphql()` call becomes an import
 * of its one document, as codegen generated it, so a page's script holds only the documents it uses.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  documentExportName,
  generatedExports,
  graphqlDocuments,
  replaceDocuments,
} from './vite.graphql-documents.mjs';

const graphqlTs = fs.readFileSync(path.join(__dirname, 'src/__generated__/graphql.ts'), 'utf8');
const exported = generatedExports(graphqlTs);

describe('GraphQL documents, one module each', () => {
  it("names a document as codegen's client preset does", () => {
    expect(documentExportName('query CategoriesPage { categories { id } }')).toBe('CategoriesPageDocument');
    expect(documentExportName('mutation LogOut { logOut }')).toBe('LogOutDocument');
    expect(documentExportName('fragment PriceFileItem on HospitalPriceItem { line }')).toBe(
      'PriceFileItemFragmentDoc',
    );
    expect(documentExportName('{ categories { id } }')).toBeNull();
    expect(exported.has('CategoriesPageDocument')).toBe(true);
    expect(exported.has('PriceFileItemFragmentDoc')).toBe(true);
  });

  it('replaces every call of a real screen by its document, keeping the line numbers', () => {
    const file = path.join(__dirname, 'src/routes/procedures/ProceduresScreen.tsx');
    const code = fs.readFileSync(file, 'utf8');
    const out = replaceDocuments(code, file, exported)!;
    expect(out).not.toMatch(/\bgraphql\(`/);
    // Variables ($input) are part of a document, not substitutions.
    expect(out).toContain(
      "import __fp_ProcedureSearchDocument from 'virtual:fp-graphql-document/ProcedureSearchDocument';",
    );
    expect(out).toContain('export const ProceduresGeo = __fp_ProceduresGeoDocument');
    expect(out.split('\n')).toHaveLength(code.split('\n').length);
  });

  it('leaves a module without documents alone, and stops the build on a document codegen has not seen', () => {
    expect(replaceDocuments('const a = graphql;', '/x.ts', exported)).toBeNull();
    expect(replaceDocuments('const a = graphql(`${x}`);', '/x.ts', exported)).toBeNull();
    expect(() =>
      replaceDocuments('const a = graphql(`query NotGenerated { a }`);', '/x.ts', exported),
    ).toThrow(/NotGenerated.*npm run codegen/);
  });

  it('loads each document as codegen wrote it in graphql.ts', async () => {
    const plugin = graphqlDocuments();
    const id = plugin.resolveId('virtual:fp-graphql-document/CategoriesPageDocument')!;
    const code = (await plugin.load.call({ addWatchFile: () => undefined }, id))!;
    const doc = JSON.parse(code.replace(/^export default /, '').replace(/;$/, ''));
    expect(doc.kind).toBe('Document');
    expect(doc.definitions[0].name.value).toBe('CategoriesPage');
    // The same document as the map graphql() read from.
    const start = graphqlTs.indexOf('export const CategoriesPageDocument');
    expect(graphqlTs.slice(start, graphqlTs.indexOf('\nexport const', start + 1))).toContain(
      "value: 'diagnoses'",
    );
  });
});
