#!/usr/bin/env bash
# Counts the ways to the database per project (docs/ARCHITECTURE-DECISIONS.md, decision 6): raw SQL
# strings, `.query(` calls and `getRepository(` calls in the tracked TypeScript that is not a spec,
# a migration, a testing helper or generated. A count of a text pattern: a comment quoting SQL counts.
# Usage: tools/db-access-counts.sh [checkout]   (prints: project, SQL strings, .query(, repositories)
set -eu
cd "${1:-.}"
for d in libs/* apps/api tools; do
  files=$(git ls-files "$d" | grep -E '\.(ts|mts)$' | grep -v -E 'spec\.ts$|/migrations/|__generated__|/testing/' || true)
  [ -z "$files" ] && continue
  # shellcheck disable=SC2086
  sql=$(cat $files | grep -oE "[\`'\"][[:space:]]*(SELECT|INSERT INTO|UPDATE [a-z_\"]+ SET|DELETE FROM|WITH [a-z_]+ AS|TRUNCATE|LOCK TABLE)\b" | wc -l)
  # shellcheck disable=SC2086
  q=$(cat $files | grep -oE "\.query(<[^>]*>)?\(" | wc -l)
  # shellcheck disable=SC2086
  r=$(cat $files | grep -oE "getRepository\(" | wc -l)
  printf "%s\t%s\t%s\t%s\n" "$d" "$sql" "$q" "$r"
done
