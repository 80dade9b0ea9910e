/**
 * Every error message the code throws has its Spanish (issue 45; @fp/domain errors-es.ts): the messages
 * given to the domain's error helpers (badInput, notFound, DomainError…) and the `…MESSAGE` constants, in
 * libs/ and apps/api, found by reading the code. A template's varying parts are tried with a sample value.
 */
import ts from 'typescript';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { spanishErrorMessage, spanishErrorNoun, VALIDATION_MESSAGES } from '@fp/domain';

const ROOT = join(__dirname, '..');
const ERROR_CALLS = new Set([
  'badInput',
  'notFound',
  'unauthenticated',
  'forbidden',
  'DomainError',
  'UploadRejectedError',
]);
/**
 * Not an API error: the import's progress title, a field's "(Required)" mark, and the developers' form-kit
 * page's own message (validation.ts FORMAT_MESSAGES.decimals, shown by the web only).
 */
const NOT_ERRORS = new Set(['Preparing the price map', '(Required)', 'Please use at most 7 decimal place7.']);

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name === 'node_modules' || name === '__generated__' || name === 'testing') continue;
    if (statSync(path).isDirectory()) sourceFiles(path, out);
    else if (/\.ts$/.test(name) && !/(spec|\.d)\.ts$/.test(name)) out.push(path);
  }
  return out;
}

/** A literal's text, a template's with "7" for each varying part (undefined: not a literal). */
function literal(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return node.head.text + node.templateSpans.map((span) => `7${span.literal.text}`).join('');
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const [left, right] = [literal(node.left), literal(node.right)];
    return left !== undefined && right !== undefined ? left + right : undefined;
  }
  if (ts.isParenthesizedExpression(node)) return literal(node.expression);
  return undefined;
}

function thrownMessages(): Map<string, string> {
  const found = new Map<string, string>();
  const files = [...sourceFiles(join(ROOT, 'libs')), ...sourceFiles(join(ROOT, 'apps/api/src'))];
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const where = relative(ROOT, file);
    const take = (node: ts.Node) => {
      const text = literal(node);
      if (text === undefined) return void ts.forEachChild(node, take);
      if (/\s|\.$/.test(text) && !NOT_ERRORS.has(text)) found.set(text, where);
    };
    const visit = (node: ts.Node) => {
      if (
        (ts.isCallExpression(node) || ts.isNewExpression(node)) &&
        ts.isIdentifier(node.expression) &&
        ERROR_CALLS.has(node.expression.text)
      )
        node.arguments?.forEach(take);
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && /_MESSAGES?$/.test(node.name.text))
        if (node.initializer) take(node.initializer);
      if (
        ts.isFunctionLike(node) &&
        ts.isVariableDeclaration(node.parent) &&
        ts.isIdentifier(node.parent.name)
      )
        if (/Message$/.test(node.parent.name.text) && 'body' in node && node.body) take(node.body);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe('error messages in Spanish (issue 45)', () => {
  const messages = thrownMessages();

  it('finds the messages the code throws', () => {
    expect(messages.size).toBeGreaterThan(100);
    expect(messages.get('The e-mail address or password is not correct.')).toBe(
      'libs/accounts/src/account-messages.ts',
    );
  });

  it('has a Spanish for every one of them', () => {
    const validation = new Set<string>([
      ...Object.keys(VALIDATION_MESSAGES),
      ...Object.values(VALIDATION_MESSAGES),
    ]);
    const missing = [...messages]
      .filter(([text]) => !validation.has(text))
      .filter(([text]) => spanishErrorMessage(text) === undefined && spanishErrorNoun(text) === undefined)
      .map(([text, where]) => `${where}: ${text}`);
    expect(missing).toEqual([]);
  });
});
