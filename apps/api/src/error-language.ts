/**
 * Error messages in the language of the page that asked (issue 45). Services throw English (errors.ts
 * maps codes and statuses); a Spanish page's request gets the Spanish of each message a person reads: the
 * domain's table (@fp/domain spanishErrorMessage) and the shared form rules' messages (their keys'
 * Spanish in the web's catalogue, @fp/i18n). Codes (extensions.code, `code`) and English answers are
 * unchanged; a message with no Spanish stays English.
 */
import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLFormattedError } from 'graphql';
import { spanishErrorMessage, VALIDATION_MESSAGES } from '@fp/domain';
import { loadMessages, type Locale, type Messages } from '@fp/i18n';

let spanishCatalog: Promise<Messages> | undefined;
let keyByEnglish: Map<string, string> | undefined;

/** The form rules' Spanish (validation.* keys), by their English. */
async function validationSpanish(english: string): Promise<string | undefined> {
  keyByEnglish ??= new Map(Object.entries(VALIDATION_MESSAGES).map(([key, text]) => [text, key]));
  const key = keyByEnglish.get(english);
  if (!key) return undefined;
  const catalog = await (spanishCatalog ??= loadMessages('es'));
  return catalog[key];
}

/** One message in `language` (English as it is; Spanish when written, else the English). */
export async function messageIn(language: Locale, message: string): Promise<string> {
  if (language !== 'es') return message;
  return spanishErrorMessage(message) ?? (await validationSpanish(message)) ?? message;
}

/** A form's per-field messages in `language`. */
export async function fieldsIn(
  language: Locale,
  fields: Record<string, string> | undefined,
): Promise<Record<string, string> | undefined> {
  if (!fields || language !== 'es') return fields;
  const entries = await Promise.all(
    Object.entries(fields).map(async ([name, text]) => [name, await messageIn(language, text)] as const),
  );
  return Object.fromEntries(entries);
}

/** A JSON error body (REST) in `language`: its message and its fields'. */
export async function errorBodyIn<T extends { message: string; fields?: Record<string, string> }>(
  language: Locale,
  body: T,
): Promise<T> {
  if (language !== 'es') return body;
  const fields = await fieldsIn(language, body.fields);
  return { ...body, message: await messageIn(language, body.message), ...(fields ? { fields } : {}) };
}

async function graphQLErrorIn(
  language: Locale,
  error: GraphQLFormattedError,
): Promise<GraphQLFormattedError> {
  const fields = error.extensions?.fields as Record<string, string> | undefined;
  return {
    ...error,
    message: await messageIn(language, error.message),
    ...(fields ? { extensions: { ...error.extensions, fields: await fieldsIn(language, fields) } } : {}),
  };
}

/**
 * GraphQL answers' errors in the request's language (`contextValue.language`). Apollo's formatError sees no
 * context, so the messages are rewritten just before the answer is sent, after formatGraphQLError.
 */
export function errorLanguagePlugin<T extends { readonly language: Locale }>(): ApolloServerPlugin<T> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response, contextValue }) {
          if (response.body.kind !== 'single') return;
          const result = response.body.singleResult;
          if (!result.errors?.length) return;
          const language = contextValue.language;
          if (language !== 'es') return;
          result.errors = await Promise.all(result.errors.map((e) => graphQLErrorIn(language, e)));
        },
      };
    },
  };
}
