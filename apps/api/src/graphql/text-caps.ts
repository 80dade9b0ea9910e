/**
 * Length caps on the text a GraphQL operation brings in: every String and ID argument, and every String
 * and ID field of an input object, whether sent as a variable or written inline. A value over its cap is
 * refused with BAD_USER_INPUT naming the field, before the resolver runs, so it never reaches a service or
 * the database (a 100,000-character searchProcedures query held a statement for 5 s, issue 24).
 *
 * The caps are @fp/domain's TEXT_LIMITS by what a field holds: an ID is an identifier, a String one line,
 * unless GRAPHQL_TEXT_KINDS names its schema coordinate. The REST paths get the same limits by key name
 * (http/valid-text.ts). A form's own rules (yup, services) stay the finer limit below these.
 */
import { MapperKind, mapSchema } from '@graphql-tools/utils';
import {
  defaultFieldResolver,
  getNullableType,
  isInputObjectType,
  isListType,
  isScalarType,
  type GraphQLInputObjectType,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { badInput, TEXT_LIMITS, textTooLongMessage, type TextKind } from '@fp/domain';

/** Coordinates (`Type.field(argument)` or `Input.field`) whose text is not the default for its type. */
export const GRAPHQL_TEXT_KINDS: Readonly<Record<string, TextKind>> = {
  // Search boxes and pickers.
  'Query.diagnoses(query)': 'search',
  'Query.cities(prefix)': 'search',
  'Query.images(query)': 'search',
  'Query.events(query)': 'search',
  'Query.bills(query)': 'search',
  'Query.options(query)': 'search',
  'Query.hospitals(query)': 'search',
  'Query.hospitalPrices(code)': 'search',
  'Query.hospitalPrices(drgs)': 'search',
  'ProcedureSearchInput.query': 'search',
  // Slugs, keys and cursors are identifiers, though typed String.
  'Query.diagnosis(slug)': 'id',
  'Query.blog(slug)': 'id',
  'Query.images(site)': 'id',
  'ProviderSearchInput.diagnosisSlug': 'id',
  'Event.billsPage(after)': 'id',
  'Mutation.verify(key)': 'id',
  'Mutation.setPassword(key)': 'id',
  'Mutation.logInWithKey(key)': 'id',
  'Mutation.confirmEmailChange(key)': 'id',
  'Mutation.rememberReference(reference)': 'id',
  'BlogInput.slug': 'id',
  // Free text.
  'ContactMessageInput.message': 'text',
  'Mutation.addComment(body)': 'text',
  'BlogInput.description': 'text',
  'EventInput.body': 'text',
  'BillInput.note': 'text',
  // A whole document.
  'BlogInput.body': 'document',
};

/** What is wrong with a value, as the message to answer; undefined when it is fine. */
type Check = (value: unknown) => string | undefined;

function textCheck(
  type: GraphQLInputType,
  coordinate: string,
  name: string,
  objects: Map<string, Check | null>,
): Check | null {
  const t = getNullableType(type);
  if (isListType(t)) {
    const item = textCheck(t.ofType, coordinate, name, objects);
    if (!item) return null;
    return (v) => {
      if (!Array.isArray(v)) return item(v);
      for (const x of v) {
        const problem = item(x);
        if (problem) return problem;
      }
      return undefined;
    };
  }
  if (isInputObjectType(t)) return objectCheck(t, objects);
  if (isScalarType(t) && (t.name === 'String' || t.name === 'ID')) {
    const max = TEXT_LIMITS[GRAPHQL_TEXT_KINDS[coordinate] ?? (t.name === 'ID' ? 'id' : 'line')];
    return (v) =>
      typeof v === 'string' && v.length > max ? textTooLongMessage(name, max, v.length) : undefined;
  }
  return null;
}

/** The check of an input object's fields, made once per type (input types may refer to themselves). */
function objectCheck(type: GraphQLInputObjectType, objects: Map<string, Check | null>): Check | null {
  if (objects.has(type.name)) {
    const made = objects.get(type.name);
    // Still being made (a cycle): look it up when a value arrives.
    return made === undefined || made === null ? (v) => objects.get(type.name)?.(v) : made;
  }
  objects.set(type.name, null);
  const fields = Object.values(type.getFields())
    .map((f) => [f.name, textCheck(f.type, `${type.name}.${f.name}`, f.name, objects)] as const)
    .filter((entry): entry is readonly [string, Check] => entry[1] !== null);
  const check: Check | null = fields.length
    ? (v) => {
        if (!v || typeof v !== 'object') return undefined;
        for (const [name, c] of fields) {
          const problem = c((v as Record<string, unknown>)[name]);
          if (problem) return problem;
        }
        return undefined;
      }
    : null;
  objects.set(type.name, check);
  return check;
}

/** The schema with every field that takes text checking its arguments before its resolver runs. */
export function capTextArguments(schema: GraphQLSchema): GraphQLSchema {
  const objects = new Map<string, Check | null>();
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field, fieldName, typeName) => {
      const checks = Object.entries(field.args ?? {})
        .map(
          ([arg, config]) =>
            [arg, textCheck(config.type, `${typeName}.${fieldName}(${arg})`, arg, objects)] as const,
        )
        .filter((entry): entry is readonly [string, Check] => entry[1] !== null);
      if (!checks.length) return field;
      const resolve = field.resolve ?? defaultFieldResolver;
      return {
        ...field,
        resolve: (source, args: Record<string, unknown>, context, info) => {
          for (const [arg, check] of checks) {
            const problem = check(args[arg]);
            if (problem) throw badInput(problem, { [arg]: 'Too long.' });
          }
          return resolve(source, args, context, info);
        },
      };
    },
  });
}
