/**
 * The thank-you texts in Spanish (issue 45): the server's acknowledgements (sign-up, reset, access link…)
 * carry THANK_YOU's bodies, and a Spanish page gets these. The same words as the /thankyou pages' Spanish
 * (libs/i18n/src/catalog/es/thankyou.json, ids `thankyou.<kind>.title|body`); seed.spec.ts checks that both
 * agree. `thankYouIn` picks the set for a language.
 */
import { THANK_YOU, type ThankYouKind, type TitledText } from './messages';

export const THANK_YOU_ES: Record<ThankYouKind, TitledText> = {
  new: {
    title: 'Revise su correo electrónico',
    body: 'Gracias por registrarse. Enviamos un enlace de activación a su correo electrónico. Ábralo para activar su cuenta.',
  },
  verify: {
    title: 'Su cuenta está verificada',
    body: 'Gracias. Su cuenta ya está activa y puede iniciar sesión.',
  },
  bill: {
    title: 'Gracias por su factura',
    body: 'Su factura y su visita están guardadas en su panel. Puede seguirlas allí, agregar archivos y cambiarlas cuando quiera.',
  },
  error: {
    title: 'Hay un problema',
    body: 'Lo sentimos. Hubo un error con su solicitud. Por favor, inténtelo de nuevo más tarde.',
  },
  reset: {
    title: 'Revise su correo electrónico',
    body: 'Si tiene una cuenta con nosotros, le enviamos un correo electrónico con un enlace para restablecer su contraseña.',
  },
  set: {
    title: 'Su contraseña está guardada',
    body: 'Ya puede iniciar sesión con su correo electrónico y su nueva contraseña.',
  },
  resend: {
    title: 'Revise su correo electrónico',
    body: 'Si tiene una cuenta con nosotros que todavía no está activa, le enviamos un nuevo enlace de activación.',
  },
  access: {
    title: 'Revise su correo electrónico',
    body: 'Si tiene una cuenta con nosotros, le enviamos un enlace para entrar en ella. El enlace se puede usar una sola vez.',
  },
  contact: {
    title: 'Gracias por su mensaje',
    body: 'Recibimos su mensaje y le responderemos por correo electrónico lo antes posible.',
  },
  default: {
    title: 'Gracias por su aporte',
    body: 'Gracias por compartir sus facturas. Ayudan a otros pacientes a ver lo que realmente cuesta la atención. Sus facturas están en revisión y aparecerán cuando se hayan revisado.',
  },
};

/** The thank-you texts in a request's (or an account's) language; English for any other value. */
export function thankYouIn(language: string | null | undefined): Record<ThankYouKind, TitledText> {
  return language === 'es' ? THANK_YOU_ES : THANK_YOU;
}
