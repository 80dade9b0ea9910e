import fs from 'node:fs';
import path from 'node:path';

/** The one API contract, read from the repository root (schema-first; codegen reads the same file). */
function findSchema(): string {
  const candidates = [
    path.resolve(process.cwd(), 'schema.graphql'),
    path.resolve(__dirname, '../../../../schema.graphql'),
  ];
  const found = candidates.find((p) => fs.existsSync(p));
  if (!found) throw new Error('schema.graphql was not found next to package.json.');
  return found;
}

export const typeDefs = fs.readFileSync(findSchema(), 'utf8');
