import { GraphQLScalarType, Kind } from 'graphql';
import { badInput } from '@fp/domain';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function toInstant(value: unknown): Date {
  const d =
    value instanceof Date
      ? value
      : typeof value === 'string' || typeof value === 'number'
        ? new Date(value)
        : null;
  if (!d || Number.isNaN(d.getTime()))
    throw badInput('DateTime must be an ISO-8601 date and time, e.g. 2026-11-21T09:30:00Z.');
  return d;
}

function toCalendarDate(value: unknown): string {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'string' && ISO_DATE.test(value)) {
    const d = new Date(`${value}T00:00:00Z`);
    if (!Number.isNaN(d.getTime()) && d.toISOString().startsWith(value)) return value;
  }
  throw badInput('Date must be a calendar date written YYYY-MM-DD, e.g. 2026-11-21.');
}

/** An instant, always written as ISO-8601 in UTC. */
export const DateTimeScalar = new GraphQLScalarType({
  name: 'DateTime',
  serialize: (v) => toInstant(v).toISOString(),
  parseValue: (v) => toInstant(v),
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw badInput('DateTime must be a string.');
    return toInstant(ast.value);
  },
});

/** A calendar date, written YYYY-MM-DD. */
export const DateScalar = new GraphQLScalarType({
  name: 'Date',
  serialize: (v) => toCalendarDate(v),
  parseValue: (v) => toCalendarDate(v),
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw badInput('Date must be a string.');
    return toCalendarDate(ast.value);
  },
});
