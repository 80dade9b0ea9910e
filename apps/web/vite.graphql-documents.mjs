// Gives each GraphQL document of the web app a module of its own, as graphql-codegen's client-preset
// optimizer intends (its babel and swc plugins, neither of which this Vite build runs): each
// `graphql(`…`)` call becomes an import of that one document. Without it, `graphql()` looked documents up
// in gql.ts's map of all of them, and even a direct import of one would bring in `__generated__/graphql.ts`
// whole (a bundler places a module in one chunk, whatever part of it a page uses): every page loaded the
// 110 documents of the app, 178 KB of script to download and run (bench:lighthouse). The documents
// themselves are codegen's, as generated: graphql.ts is read (its types stripped) and each document
// written out on its own, so a chunk holds only the documents its code uses.
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { fileURLToPath } from 'node:url';
import { parse } from 'graphql';

const here = path.dirname(fileURLToPath(import.meta.url));
const GENERATED = path.join(here, 'src/__generated__');
const PREFIX = 'virtual:fp-graphql-document/';

// A call with one template literal without substitutions (all that codegen reads as a document).
const CALL = /\bgraphql\(\s*`((?:[^`$\\]|\$(?!\{))*)`\s*\)/g;

/** The name graphql-codegen gives the document (typed-document-node): `FooDocument` or `FooFragmentDoc`. */
export function documentExportName(source) {
  const [first] = parse(source).definitions;
  if (first?.kind === 'OperationDefinition' && first.name) return `${first.name.value}Document`;
  if (first?.kind === 'FragmentDefinition') return `${first.name.value}FragmentDoc`;
  return null;
}

/** The documents `__generated__/graphql.ts` exports. */
export function generatedExports(graphqlTs) {
  return new Set([...graphqlTs.matchAll(/^export const (\w+)\b/gm)].map((m) => m[1]));
}

/**
 * One module's code with its `graphql()` calls replaced by imports of their documents; null when it has
 * none. Line numbers are kept (the imports share the first line; a call's line breaks follow the name).
 */
export function replaceDocuments(code, file, exported) {
  const names = new Set();
  const out = code.replace(CALL, (call, source) => {
    const name = documentExportName(source);
    if (!name) return call;
    if (!exported.has(name)) {
      throw new Error(
        `${file}: codegen has no ${name} in src/__generated__/graphql.ts; run \`npm run codegen\`.`,
      );
    }
    names.add(name);
    return `__fp_${name}${'\n'.repeat(call.split('\n').length - 1)}`;
  });
  if (!names.size) return null;
  const imports = [...names].map((n) => `import __fp_${n} from '${PREFIX}${n}';`).join(' ');
  return `${imports}${out}`;
}

/** Every document of graphql.ts by its export name, as codegen wrote it (the file run with its types stripped). */
async function loadDocuments(file) {
  const { default: ts } = await import('typescript');
  const { outputText } = ts.transpileModule(fs.readFileSync(file, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  });
  // Plain data (type imports are erased): nothing to run but object literals.
  const module = { exports: {} };
  vm.runInNewContext(outputText, { module, exports: module.exports });
  return module.exports;
}

export function graphqlDocuments({ generatedDir = GENERATED } = {}) {
  const graphqlTs = path.join(generatedDir, 'graphql.ts');
  let exported = null;
  let documents = null;
  return {
    name: 'fp-graphql-documents',
    // Before the TypeScript is stripped: the source as codegen read it.
    enforce: 'pre',
    buildStart() {
      exported = null;
      documents = null;
    },
    transform(code, id) {
      const file = id.split('?')[0];
      if (!/\.[cm]?tsx?$/.test(file) || file.startsWith(generatedDir) || !code.includes('graphql('))
        return null;
      exported ??= generatedExports(fs.readFileSync(graphqlTs, 'utf8'));
      const out = replaceDocuments(code, file, exported);
      return out === null ? null : { code: out, map: null };
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      this.addWatchFile(graphqlTs);
      documents ??= loadDocuments(graphqlTs);
      const doc = (await documents)[id.slice(PREFIX.length + 1)];
      return `export default ${JSON.stringify(doc)};`;
    },
  };
}
