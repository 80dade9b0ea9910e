import { ApolloServer } from '@apollo/server';
import pino from 'pino';
import { badInput, notFound, VALIDATION_MESSAGES } from '@fp/domain';
import type { Locale } from '@fp/i18n';
import { formatGraphQLError, toHttpError } from './errors';
import { errorBodyIn, errorLanguagePlugin, messageIn } from './error-language';

describe('error messages in the page’s language (issue 45)', () => {
  it('says a domain message, a form rule’s message and its fields in Spanish; the code stays', async () => {
    const { body } = toHttpError(
      badInput('The e-mail address or password is not correct.', {
        email: VALIDATION_MESSAGES['validation.email.invalid'],
      }),
    );
    expect(await errorBodyIn('es', body)).toEqual({
      error: true,
      code: 'BAD_USER_INPUT',
      message: 'El correo electrónico o la contraseña no son correctos.',
      fields: { email: 'Por favor, escriba un correo electrónico válido.' },
    });
  });

  it('leaves English, and a message with no Spanish, as they are', async () => {
    const { body } = toHttpError(notFound('The bill'));
    expect(await errorBodyIn('en', body)).toBe(body);
    expect(await messageIn('es', 'A message nobody translated.')).toBe('A message nobody translated.');
    expect(await messageIn('es', body.message)).toBe('No se encontró la factura.');
  });

  it('GraphQL: the errors of a Spanish request are Spanish, of an English one unchanged', async () => {
    const server = new ApolloServer<{ language: Locale }>({
      typeDefs: 'type Query { bill: Int }',
      resolvers: {
        Query: {
          bill: () => {
            throw notFound('The bill');
          },
        },
      },
      plugins: [errorLanguagePlugin()],
      formatError: formatGraphQLError(pino({ level: 'silent' })),
    });
    await server.start();
    try {
      const ask = async (language: Locale) => {
        const res = await server.executeOperation({ query: '{ bill }' }, { contextValue: { language } });
        const body = res.body as {
          kind: 'single';
          singleResult: { errors?: { message: string; extensions?: object }[] };
        };
        return body.singleResult.errors?.[0];
      };
      expect(await ask('es')).toMatchObject({
        message: 'No se encontró la factura.',
        extensions: { code: 'NOT_FOUND' },
      });
      expect(await ask('en')).toMatchObject({
        message: 'The bill was not found.',
        extensions: { code: 'NOT_FOUND' },
      });
    } finally {
      await server.stop();
    }
  });
});
