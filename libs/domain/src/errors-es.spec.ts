import { ERROR_MESSAGES_ES, ERROR_NOUNS_ES, spanishErrorMessage } from './errors-es';

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('error messages in Spanish', () => {
  it.each(Object.entries({ ...ERROR_MESSAGES_ES, ...ERROR_NOUNS_ES }))(
    'keeps the placeholders of "%s"',
    (english, spanish) => {
      expect(placeholders(spanish)).toEqual(placeholders(english));
      expect(spanish).not.toBe('');
    },
  );

  it('answers a fixed message by its English', () => {
    expect(spanishErrorMessage('The e-mail address or password is not correct.')).toBe(
      'El correo electrónico o la contraseña no son correctos.',
    );
  });

  it('fills in the varying parts, and puts a noun into the sentence in Spanish', () => {
    expect(spanishErrorMessage('The bill was not found.')).toBe('No se encontró la factura.');
    expect(spanishErrorMessage('A price file for hospital 450001 was not found.')).toBe(
      'No se encontró un archivo de precios del hospital 450001.',
    );
    expect(
      spanishErrorMessage('You can post at most 5 comments an hour. Please wait a while and try again.'),
    ).toBe('Puede publicar como máximo 5 comentarios por hora. Espere un rato e inténtelo de nuevo.');
    expect(spanishErrorMessage('lat must be a number from -90 to 90.')).toBe(
      'lat debe ser un número entre -90 y 90.',
    );
  });

  it('a repeated placeholder must say the same thing twice', () => {
    expect(spanishErrorMessage('lat must be a number from -90 to 180.')).toBeUndefined();
  });

  it('has nothing for a message it does not know (the caller keeps the English)', () => {
    expect(spanishErrorMessage('Some new message.')).toBeUndefined();
  });
});
