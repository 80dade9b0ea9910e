/**
 * The e-mails in Spanish (issue 45), the same messages as EMAILS (emails.ts) for an account whose language
 * is Spanish: written for patients in the US, "usted", the glossary's terms (libs/i18n/glossary.md).
 * `emailsIn` picks the set for a language.
 */
import { EMAILS, renderHtml, type ContactMessageFields, type EmailChrome, type EmailContent } from './emails';
import { SITE_NAME } from './messages';

const CHROME: EmailChrome = {
  lang: 'es',
  buttonFallback: 'Si el botón no funciona, copie esta dirección en su navegador:',
  footer: 'Estimados de precios de salud en EE. UU. a partir de datos públicos. No vendemos sus datos.',
};

const SIGN_OFF = `El equipo de ${SITE_NAME}`;
const html = (heading: string, paragraphs: string[], button?: { label: string; link: string }) =>
  renderHtml({ heading, paragraphs, button }, CHROME);

/** The plan's pass as Spanish says it; a name we do not know stays as the plan calls it. */
export function passNameEs(planName: string): string {
  const names: Record<string, string> = {
    'one-month pass': 'pase de un mes',
    family: 'pase familiar',
    annual: 'pase anual',
    paid: 'pase de pago',
  };
  const name = planName.trim().toLowerCase() || 'paid';
  return names[name] ?? `pase ${planName.trim()}`;
}

export const EMAILS_ES: typeof EMAILS = {
  activate(link) {
    const p = [
      'Gracias por crear una cuenta. Confirme su dirección de correo electrónico para activarla.',
      'Si usted no se registró, puede ignorar este correo y no se activará ninguna cuenta.',
    ];
    return {
      subject: `Active su cuenta de ${SITE_NAME}`,
      text: `Hola:\n\n${p[0]}\n\n${link}\n\n${p[1]}\n\n${SIGN_OFF}`,
      html: html('Active su cuenta', [...p, SIGN_OFF], { label: 'Activar mi cuenta', link }),
    };
  },

  reset(link) {
    const p = [
      'Recibimos una solicitud para restablecer la contraseña de su cuenta. Use el enlace de abajo para elegir una nueva.',
      'Si usted no lo pidió, puede ignorar este correo. Su contraseña no cambiará.',
    ];
    return {
      subject: `Restablezca su contraseña de ${SITE_NAME}`,
      text: `Hola:\n\n${p[0]}\n\n${link}\n\n${p[1]}\n\n${SIGN_OFF}`,
      html: html('Restablezca su contraseña', [...p, SIGN_OFF], {
        label: 'Elegir una contraseña nueva',
        link,
      }),
    };
  },

  access(link) {
    const p = [
      'Este es el enlace para entrar a su cuenta. Solo se puede usar una vez.',
      'Si usted no lo pidió, puede ignorar este correo.',
    ];
    return {
      subject: `Su enlace para entrar a ${SITE_NAME}`,
      text: `Hola:\n\n${p[0]}\n\n${link}\n\n${p[1]}\n\n${SIGN_OFF}`,
      html: html('Entre a su cuenta', [...p, SIGN_OFF], { label: 'Entrar a mi cuenta', link }),
    };
  },

  emailChange(link, newEmail) {
    const p = [
      `Confirme que ${newEmail} debe ser la dirección de correo electrónico de su cuenta. Nada cambia hasta que abra el enlace de abajo; funciona una vez, durante 24 horas.`,
      'Si usted no lo pidió, puede ignorar este correo.',
    ];
    return {
      subject: `Confirme su nueva dirección de correo de ${SITE_NAME}`,
      text: `Hola:\n\n${p[0]}\n\n${link}\n\n${p[1]}\n\n${SIGN_OFF}`,
      html: html('Confirme su nueva dirección de correo', [...p, SIGN_OFF], {
        label: 'Confirmar mi nueva dirección',
        link,
      }),
    };
  },

  emailChangeNotice(newEmail, done) {
    const p = [
      done
        ? `La dirección de correo electrónico de su cuenta cambió a ${newEmail}. Esta dirección ya no recibirá nuestros correos.`
        : `Alguien que inició sesión en su cuenta pidió cambiar su dirección de correo electrónico a ${newEmail}. El cambio solo ocurre si se abre el enlace que enviamos a esa dirección.`,
      'Si no fue usted, restablezca su contraseña ahora desde la página para iniciar sesión y escríbanos.',
    ];
    const heading = done ? 'Su dirección de correo cambió' : 'Se pidió cambiar su dirección de correo';
    return {
      subject: heading,
      text: `Hola:\n\n${p.join('\n\n')}\n\n${SIGN_OFF}`,
      html: html(heading, [...p, SIGN_OFF]),
    };
  },

  passwordChanged() {
    const p = [
      'La contraseña de su cuenta cambió, y se cerró la sesión en todos los demás navegadores que la tenían abierta.',
      'Si no fue usted, restablezca su contraseña ahora desde la página para iniciar sesión y escríbanos.',
    ];
    return {
      subject: `Su contraseña de ${SITE_NAME} cambió`,
      text: `Hola:\n\n${p.join('\n\n')}\n\n${SIGN_OFF}`,
      html: html('Su contraseña cambió', [...p, SIGN_OFF]),
    };
  },

  welcomePurchase(planName) {
    const pass = passNameEs(planName);
    const p = [
      `Gracias por comprar el ${pass}. Su pase ya está activo.`,
      'Puede buscar cualquier afección en el mapa de precios y ver todos los detalles de precios de cada hospital, y anotar sus propias consultas y facturas desde su panel.',
      'Recuerde que nuestros precios son estimados a partir de datos públicos del gobierno, no cotizaciones. Para un precio firme, pida al hospital un estimado por escrito.',
    ];
    return {
      subject: `Su recibo de ${SITE_NAME}: ${pass}`,
      text: `Hola:\n\n${p.join('\n\n')}\n\n${SIGN_OFF}`,
      html: html(`Recibo: su ${pass} está activo`, [...p, SIGN_OFF]),
    };
  },

  confirmPurchase(link, planName, choosePassword) {
    const pass = passNameEs(planName);
    const p = [
      `Gracias por comprar el ${pass}. Para activarlo, confirme que esta es su dirección de correo electrónico abriendo el enlace de abajo.`,
      choosePassword
        ? 'El enlace le permite elegir la contraseña de su cuenta; su pase se activa en cuanto lo haga.'
        : 'El enlace inicia su sesión y su pase se activa de inmediato.',
      'Si usted no compró un pase, puede ignorar este correo: no cambia nada en ninguna cuenta, y nadie puede usar un pase comprado con su dirección sin este enlace.',
    ];
    return {
      subject: `Confirme su compra en ${SITE_NAME}: ${pass}`,
      text: `Hola:\n\n${p[0]}\n\n${link}\n\n${p[1]}\n\n${p[2]}\n\n${SIGN_OFF}`,
      html: html(`Confirme su compra: ${pass}`, [...p, SIGN_OFF], {
        label: choosePassword ? 'Confirmar y elegir una contraseña' : 'Confirmar e iniciar sesión',
        link,
      }),
    };
  },

  contactReceived(firstName) {
    const greeting = firstName.trim() ? `Hola, ${firstName.trim()}:` : 'Hola:';
    const p = [
      'Gracias por escribirnos. Recibimos su mensaje y le responderemos por correo lo antes posible.',
    ];
    return {
      subject: 'Recibimos su mensaje',
      text: `${greeting}\n\n${p[0]}\n\n${SIGN_OFF}`,
      html: html('Recibimos su mensaje', [greeting, ...p, SIGN_OFF]),
    };
  },

  // For the staff, who read English.
  contactToStaff: (fields: ContactMessageFields): EmailContent => EMAILS.contactToStaff(fields),

  accountDeleted() {
    const p = [
      'Su cuenta fue eliminada, como lo pidió en la pantalla de configuración: sus consultas, facturas, archivos subidos, tareas y configuración ya no existen, y se cerró la sesión en todos los navegadores.',
      'Los registros de pagos se conservan, como lo exigen las leyes de pagos e impuestos, sin su nombre ni su dirección de correo.',
      'Si no fue usted, escríbanos respondiendo a este correo.',
    ];
    return {
      subject: `Su cuenta de ${SITE_NAME} fue eliminada`,
      text: `Hola:\n\n${p.join('\n\n')}\n\n${SIGN_OFF}`,
      html: html('Su cuenta fue eliminada', [...p, SIGN_OFF]),
    };
  },

  passEnded() {
    const p = [
      'Su pase terminó. Gracias por usar el sitio.',
      'Su cuenta, sus consultas y sus facturas siguen ahí, y puede usar las búsquedas gratuitas que le queden. Para volver a ver todos los detalles de precios, elija un plan nuevo en la página de bienvenida cuando lo necesite.',
    ];
    return {
      subject: `Su pase de ${SITE_NAME} terminó`,
      text: `Hola:\n\n${p.join('\n\n')}\n\n${SIGN_OFF}`,
      html: html('Su pase terminó', [...p, SIGN_OFF]),
    };
  },
};

/** The e-mails in an account's (or a visitor's) language; English for any other value. */
export function emailsIn(language: string | null | undefined): typeof EMAILS {
  return language === 'es' ? EMAILS_ES : EMAILS;
}
