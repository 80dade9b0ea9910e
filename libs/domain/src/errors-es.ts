/**
 * The error messages a person reads, in Spanish (issue 45). Services keep throwing their English
 * (errors.ts; API callers and the English pages read it unchanged); the API answers a Spanish page with the
 * Spanish written here, looked up by the English (apps/api/src/error-language.ts). `{name}` stands for a
 * part of the message that varies (a number, a slug, a noun); the same names appear in the Spanish. A noun
 * put into a message ("The bill" in "{what} was not found.") is itself looked up in ERROR_NOUNS_ES.
 * errors-es.spec.ts checks that every message thrown in the code has its Spanish here.
 * Words as in the rest of the site: libs/i18n/glossary.md ("factura", "iniciar sesión", "usted").
 */
export const ERROR_MESSAGES_ES: Readonly<Record<string, string>> = {
  // errors.ts and the API's own (apps/api/src/errors.ts, http/)
  '{what} was not found.': 'No se encontró {what}.',
  'Please sign in first.': 'Primero inicie sesión.',
  'You do not have access to this.': 'No tiene acceso a esto.',
  'Something went wrong on our side. Please try again in a moment.':
    'Algo salió mal de nuestra parte. Vuelva a intentarlo en un momento.',
  'The site is busy right now. Please try again in a moment.':
    'El sitio está muy ocupado en este momento. Vuelva a intentarlo en un momento.',
  'The request body is not valid JSON.': 'El contenido de la solicitud no es JSON válido.',
  'The request body is too large.': 'El contenido de la solicitud es demasiado grande.',
  'Bad request.': 'Solicitud no válida.',
  'This operation is not available yet.': 'Esta operación todavía no está disponible.',
  'This request is missing its security token. Reload the page and try again.':
    'A esta solicitud le falta su código de seguridad. Vuelva a cargar la página e inténtelo de nuevo.',
  'We could not save your session just now, so nothing was changed. Please try again in a moment.':
    'No pudimos guardar su sesión en este momento, así que no se cambió nada. Vuelva a intentarlo en un momento.',
  'The request body uses a reserved property name (__proto__, constructor or prototype). Rename it and try again.':
    'El contenido de la solicitud usa un nombre de propiedad reservado (__proto__, constructor o prototype). Cámbielo e inténtelo de nuevo.',
  'DateTime must be an ISO-8601 date and time, e.g. 2026-11-21T09:30:00Z.':
    'DateTime debe ser una fecha y hora ISO-8601, por ejemplo 2026-11-21T09:30:00Z.',
  'Date must be a calendar date written YYYY-MM-DD, e.g. 2026-11-21.':
    'Date debe ser una fecha escrita AAAA-MM-DD, por ejemplo 2026-11-21.',
  'DateTime must be a string.': 'DateTime debe ser texto.',
  'Date must be a string.': 'Date debe ser texto.',
  '{what} must be a positive whole number.': '{what} debe ser un número entero positivo.',
  '{what} must be a whole number.': '{what} debe ser un número entero.',
  '{what} must be from {min} to {max}.': '{what} debe estar entre {min} y {max}.',
  '{what} must be a number from -{limit} to {limit}.': '{what} debe ser un número entre -{limit} y {limit}.',
  'distance must read like "75km".': 'distance debe escribirse como "75km".',
  'The query must be text.': 'La búsqueda debe ser texto.',
  'The form data could not be read.': 'No se pudieron leer los datos del formulario.',
  'Send consent as true (share) or false (withdraw).':
    'Envíe el consentimiento como true (compartir) o false (retirarlo).',
  'true or false': 'true o false',
  'Too many requests from your network: at most {limit} a minute are answered. Please wait a minute and try again.':
    'Demasiadas solicitudes desde su red: se responden como máximo {limit} por minuto. Espere un minuto e inténtelo de nuevo.',
  "{fields} count toward the free allowance, so like a mutation they need this session's security token: GET /api/csrf (keeping the session cookie) and send its csrfToken in the x-csrf-token header.":
    '{fields} cuentan para las búsquedas gratuitas, así que, como una mutación, necesitan el código de seguridad de esta sesión: GET /api/csrf (conservando la cookie de sesión) y envíe su csrfToken en el encabezado x-csrf-token.',
  "A request without query text (a persisted query) needs this session's security token: GET /api/csrf (keeping the session cookie) and send its csrfToken in the x-csrf-token header.":
    'Una solicitud sin texto de consulta (una consulta persistida) necesita el código de seguridad de esta sesión: GET /api/csrf (conservando la cookie de sesión) y envíe su csrfToken en el encabezado x-csrf-token.',
  '{where} is nested too deeply: at most {max} levels of lists and objects are accepted. Send a flatter body.':
    '{where} tiene demasiados niveles: se aceptan como máximo {max} niveles de listas y objetos. Envíe un contenido más plano.',
  'Invalid text in {where}: a NUL byte or a broken Unicode character is not allowed. Remove it and try again.':
    'Texto no válido en {where}: no se permite un byte NUL ni un carácter Unicode roto. Quítelo e inténtelo de nuevo.',
  'At most 100 hospitals at a time.': 'Como máximo 100 hospitales a la vez.',
  // session values (apps/api/src/services/session-values.ts)
  '{name} must be a number from -{max} to {max}.': '{name} debe ser un número entre -{max} y {max}.',
  '{name} must be text.': '{name} debe ser texto.',
  '{name} must be at most {max} characters.': '{name} debe tener como máximo {max} caracteres.',
  'Unknown session value "{name}". Allowed: {names}.':
    'Valor de sesión desconocido "{name}". Se permiten: {names}.',
  'Must be text.': 'Debe ser texto.',
  'Not a valid coordinate.': 'No es una coordenada válida.',
  'Too long.': 'Demasiado largo.',
  // accounts and settings
  'The e-mail address or password is not correct.': 'El correo electrónico o la contraseña no son correctos.',
  'This link is no longer valid: it has expired or was already used. Please ask for a new one.':
    'Este enlace ya no es válido: venció o ya se usó. Pida uno nuevo.',
  'Please choose your password to finish activating your account.':
    'Elija su contraseña para terminar de activar su cuenta.',
  'Your e-mail address is confirmed and you are signed in. To sign in with a password next time, choose one with "Forgot your password?" on the sign-in page.':
    'Su correo electrónico está confirmado y ya inició sesión. Para iniciar sesión con una contraseña la próxima vez, elija una con "¿Olvidó su contraseña?" en la página de inicio de sesión.',
  'Please activate your account first: open the link in the e-mail we sent you, or ask for a new one.':
    'Primero active su cuenta: abra el enlace del correo electrónico que le enviamos o pida uno nuevo.',
  'Choose English (en) or Spanish (es).': 'Elija inglés (en) o español (es).',
  'Choose en or es.': 'Elija en o es.',
  'Your account was not found. Please sign in again.': 'No se encontró su cuenta. Vuelva a iniciar sesión.',
  'Too many attempts. Please wait a few minutes and try again.':
    'Demasiados intentos. Espere unos minutos e inténtelo de nuevo.',
  'Please sign in to see your referral link.': 'Inicie sesión para ver su enlace de recomendación.',
  'Your current password is not correct.': 'Su contraseña actual no es correcta.',
  'That e-mail address now belongs to another account, so yours was not changed.':
    'Ese correo electrónico ya pertenece a otra cuenta, así que el suyo no se cambió.',
  'This is already your e-mail address.': 'Este ya es su correo electrónico.',
  'That is neither your e-mail address nor your password, so nothing was deleted.':
    'Eso no es ni su correo electrónico ni su contraseña, así que no se eliminó nada.',
  // payments
  'You have no active pass to cancel.': 'No tiene un pase activo que cancelar.',
  'Your pass is already cancelled: it stays active until its end date and is not charged again.':
    'Su pase ya está cancelado: sigue activo hasta su fecha de fin y no se le vuelve a cobrar.',
  'Please choose one of the plans.': 'Elija uno de los planes.',
  'The payment service gave no checkout page. Please try again.':
    'El servicio de pago no dio una página de pago. Inténtelo de nuevo.',
  'This checkout has not been paid yet.': 'Este pago todavía no se ha hecho.',
  'Payment webhooks are not configured on this server.':
    'Los webhooks de pago no están configurados en este servidor.',
  'The webhook signature is not valid.': 'La firma del webhook no es válida.',
  'The checkout has no e-mail address.': 'El pago no tiene correo electrónico.',
  'The test checkout is not available on this server.':
    'El pago de prueba no está disponible en este servidor.',
  'The payment service is not reachable right now. Please try again in a moment.':
    'No podemos comunicarnos con el servicio de pago en este momento. Vuelva a intentarlo en un momento.',
  // prices, places, hospitals, catalogue
  'The limit must be a positive whole number.': 'El límite debe ser un número entero positivo.',
  'The system id must be a whole number.': 'El id del sistema debe ser un número entero.',
  'Give a condition id or slug.': 'Indique el id o el slug de una afección.',
  'Unknown option list "{kind}".': 'Lista de opciones desconocida "{kind}".',
  'Type at most {max} characters.': 'Escriba como máximo {max} caracteres.',
  'Give a code or a list of DRGs.': 'Indique un código o una lista de DRG.',
  'At most 50 DRGs at a time.': 'Como máximo 50 DRG a la vez.',
  'Type at least two characters of a procedure name or code.':
    'Escriba al menos dos caracteres del nombre o el código de un procedimiento.',
  'Give a valid location.': 'Indique una ubicación válida.',
  'Please choose a US city from the list.': 'Elija de la lista una ciudad de EE. UU.',
  'Some location values are not valid.': 'Algunos datos de la ubicación no son válidos.',
  'The city text is too long.': 'El texto de la ciudad es demasiado largo.',
  'The location is not a valid point.': 'La ubicación no es un punto válido.',
  'At most 100 characters.': 'Como máximo 100 caracteres.',
  'Latitude -90 to 90.': 'Latitud de -90 a 90.',
  'Longitude -180 to 180.': 'Longitud de -180 a 180.',
  'Choose a condition from the list.': 'Elija una afección de la lista.',
  'Unknown condition.': 'Afección desconocida.',
  'Our prices are for US hospitals: choose a place in the United States (the point is more than 100 km from every US town).':
    'Nuestros precios son de hospitales de EE. UU.: elija un lugar en los Estados Unidos (el punto está a más de 100 km de cualquier pueblo de EE. UU.).',
  'Some search values are not valid.': 'Algunos datos de la búsqueda no son válidos.',
  // visits, bills, tasks, files, readings
  '"{date}" is not a date. Give the date printed on the first bill as YYYY-MM-DD.':
    '"{date}" no es una fecha. Indique la fecha impresa en la primera factura como AAAA-MM-DD.',
  'The first bill’s date cannot be in the future.': 'La fecha de la primera factura no puede ser futura.',
  'Use the date printed on the first bill after you left the hospital.':
    'Use la fecha impresa en la primera factura que recibió después de salir del hospital.',
  'Please sign in to see your visits and bills.': 'Inicie sesión para ver sus visitas y facturas.',
  'Only PDF, PNG and JPEG files can be read; this file is {type}. Save or photograph the bill as PDF or JPEG, upload it, and read that file.':
    'Solo se pueden leer archivos PDF, PNG y JPEG; este archivo es {type}. Guarde o fotografíe la factura como PDF o JPEG, súbala y lea ese archivo.',
  'You have {active} files waiting to be read, the most at one time. When one of them has been read (each file shows its progress), ask again.':
    'Tiene {active} archivos esperando a ser leídos, el máximo a la vez. Cuando se haya leído uno de ellos (cada archivo muestra su avance), vuelva a pedirlo.',
  '{used} pages of your bills have been read today, and {budget} a day is the most we read for one account. Reading starts again at midnight UTC ({time}). Meanwhile you can fill in the form by hand.':
    'Hoy se han leído {used} páginas de sus facturas, y {budget} al día es lo máximo que leemos por cuenta. La lectura vuelve a empezar a la medianoche UTC ({time}). Mientras tanto, puede llenar el formulario a mano.',
  'That provider is not in the directory.': 'Ese proveedor no está en el directorio.',
  'Unknown provider.': 'Proveedor desconocido.',
  'Unknown bill status.': 'Estado de factura desconocido.',
  'Unknown cursor.': 'Cursor desconocido.',
  'The bill changed while saving. Please try again.':
    'La factura cambió mientras se guardaba. Inténtelo de nuevo.',
  'The bill changed while deleting. Please try again.':
    'La factura cambió mientras se eliminaba. Inténtelo de nuevo.',
  'Please give the due date as MM/DD/YYYY.': 'Indique la fecha límite como MM/DD/AAAA.',
  'Not a date.': 'No es una fecha.',
  // the visit and bill forms' rules (records/records.ts RECORD_MESSAGES), the to-do list's, sharing's
  'Please give the visit a name.': 'Ponga un nombre a la visita.',
  'Please enter the bill total.': 'Escriba el total de la factura.',
  'Please enter what you paid or owe.': 'Escriba lo que pagó o lo que debe.',
  'Please enter an amount of zero or more, with at most two decimals.':
    'Escriba una cantidad de cero o más, con dos decimales como máximo.',
  'An amount cannot be negative. Enter it without the minus sign (0 if nothing).':
    'Una cantidad no puede ser negativa. Escríbala sin el signo de menos (0 si no hay nada).',
  'This amount is above $10,000,000.00, the most one bill can hold. Check the number of digits.':
    'Esta cantidad supera $10,000,000.00, lo máximo que puede tener una factura. Revise la cantidad de dígitos.',
  'What you pay cannot be more than the bill total. Check both amounts.':
    'Lo que usted paga no puede ser más que el total de la factura. Revise las dos cantidades.',
  'What insurance paid cannot be more than the bill total. Check both amounts.':
    'Lo que pagó el seguro no puede ser más que el total de la factura. Revise las dos cantidades.',
  'Please enter a date as MM/DD/YYYY.': 'Escriba la fecha como MM/DD/AAAA.',
  'There is no such month. Enter the month as 01 to 12, as MM/DD/YYYY.':
    'Ese mes no existe. Escriba el mes del 01 al 12, como MM/DD/AAAA.',
  'There is no {date}: {month} {year} has {days} days. Check the day.':
    'No existe el {date}: {month} de {year} tiene {days} días. Revise el día.',
  'Check the year: dates before 1900 are not accepted.':
    'Revise el año: no se aceptan fechas anteriores a 1900.',
  'The admission date cannot be in the future. Check the day and the year.':
    'La fecha de ingreso no puede ser futura. Revise el día y el año.',
  'The departure date cannot be in the future. Check the day and the year.':
    'La fecha de salida no puede ser futura. Revise el día y el año.',
  'The departure date cannot be before the admission date.':
    'La fecha de salida no puede ser anterior a la fecha de ingreso.',
  'Pick a rating from 1 to 5 stars.': 'Elija una calificación de 1 a 5 estrellas.',
  'Pick a status: new, negotiating or complete.': 'Elija un estado: nueva, en negociación o completada.',
  'A bill needs its event.': 'Una factura necesita su visita.',
  'This is too long.': 'Esto es demasiado largo.',
  'Please write what there is to do.': 'Escriba lo que hay que hacer.',
  'Please keep a task under {max} characters.': 'Escriba la tarea en menos de {max} caracteres.',
  'A to-do list holds at most {max} tasks. Remove done ones first.':
    'Una lista de tareas tiene como máximo {max} tareas. Primero quite las que ya hizo.',
  'There are no items to do.': 'No hay tareas pendientes.',
  'Turn on price sharing in your settings first.':
    'Primero active la opción de compartir precios en su configuración.',
  'Pick the visit’s hospital from the directory (edit the visit) to share this bill’s price.':
    'Elija el hospital de la visita en el directorio (edite la visita) para compartir el precio de esta factura.',
  'Add the DRG among the bill’s codes (for example “DRG 291”) to share this bill’s price.':
    'Agregue el DRG entre los códigos de la factura (por ejemplo “DRG 291”) para compartir el precio de esta factura.',
  'File is larger than {size} {unit}. Please try again.':
    'El archivo pesa más de {size} {unit}. Inténtelo de nuevo.',
  'This file would take you over your {size} {unit} of file storage. Delete some files and try again.':
    'Con este archivo superaría sus {size} {unit} de almacenamiento. Elimine algunos archivos e inténtelo de nuevo.',
  'The file is empty. Please choose another file.': 'El archivo está vacío. Elija otro archivo.',
  'File type can only be: {types}. Please try again.':
    'El tipo de archivo solo puede ser: {types}. Inténtelo de nuevo.',
  'The file’s contents are missing. Please upload it again.':
    'Falta el contenido del archivo. Vuelva a subirlo.',
  'Please sign in to upload or open files.': 'Inicie sesión para subir o abrir archivos.',
  'Send the file as multipart/form-data.': 'Envíe el archivo como multipart/form-data.',
  'The upload could not be read: {reason}.': 'No se pudo leer lo que subió: {reason}.',
  'No file was sent. Choose a file and try again.':
    'No se envió ningún archivo. Elija un archivo e inténtelo de nuevo.',
  'Send the size of the file (Upload-Length) when starting the upload.':
    'Envíe el tamaño del archivo (Upload-Length) al empezar a subirlo.',
  // financial assistance's questions (the answer itself is libs/domain/src/assistance)
  '"{date}" is not a date. Give the first bill\'s date as YYYY-MM-DD.':
    '"{date}" no es una fecha. Indique la fecha de la primera factura como AAAA-MM-DD.',
  '"{state}" is not a US state or DC. HHS poverty guidelines cover the 50 states and DC only.':
    '"{state}" no es un estado de EE. UU. ni DC. Las pautas federales de pobreza del HHS cubren solo los 50 estados y DC.',
  'Choose a state.': 'Elija un estado.',
  'No poverty guidelines for {year} are on file (we have {years}).':
    'No tenemos las pautas federales de pobreza de {year} (tenemos {years}).',
  'Household size must be a whole number of people, 1 or more.':
    'El tamaño del hogar debe ser un número entero de personas, 1 o más.',
  'Count yourself and everyone you support: 1 or more.':
    'Cuéntese usted y a todas las personas que mantiene: 1 o más.',
  'Yearly household income must be an amount of 0 or more.':
    'El ingreso anual del hogar debe ser una cantidad de 0 o más.',
  'Enter the household’s yearly income before tax.': 'Escriba el ingreso anual del hogar antes de impuestos.',
  'Give the number of people in your household as a whole number from 1 to {max}: you, your spouse and anyone you claim as a dependent.':
    'Indique el número de personas de su hogar como un número entero de 1 a {max}: usted, su cónyuge y cualquier persona que declare como dependiente.',
  'Give the household’s yearly income before tax in dollars, for example 42,000 (0 if none).':
    'Indique el ingreso anual del hogar antes de impuestos, en dólares, por ejemplo 42,000 (0 si no tiene).',
  'That is more than $10,000,000 a year: check the number (dollars per year, not cents).':
    'Eso es más de $10,000,000 al año: revise el número (dólares por año, no centavos).',
  'Pick the state where you live.': 'Elija el estado donde vive.',
  'Pick your insurance.': 'Elija su seguro médico.',
  // the blog (editors' messages, and comments)
  'Orientation must be one of {names} or all.': 'La orientación debe ser una de {names} o all.',
  'Choose landscape, portrait, square or all.': 'Elija landscape, portrait, square o all.',
  'The image width must be a whole number of pixels.':
    'El ancho de la imagen debe ser un número entero de píxeles.',
  'Give a width such as 800.': 'Indique un ancho como 800.',
  'Image search on "{site}" is not set up. Use "{local}" for the site\'s own library.':
    'La búsqueda de imágenes en "{site}" no está configurada. Use "{local}" para la biblioteca del sitio.',
  'Use "{local}".': 'Use "{local}".',
  'The publication time is not a valid date.': 'La hora de publicación no es una fecha válida.',
  'The image address is too long.': 'La dirección de la imagen es demasiado larga.',
  'The image must be a site path such as /images/library/doctor.svg or an http(s) address.':
    'La imagen debe ser una ruta del sitio como /images/library/doctor.svg o una dirección http(s).',
  'Use a path starting with / or an http(s) address.':
    'Use una ruta que empiece con / o una dirección http(s).',
  'Give a post slug or id.': 'Indique el slug o el id de un artículo.',
  'Please sign in as an editor to write posts.': 'Inicie sesión como editor para escribir artículos.',
  'Only editors can write blog posts.': 'Solo los editores pueden escribir artículos del blog.',
  'Please give the post a title.': 'Ponga un título al artículo.',
  'A title is required.': 'El título es obligatorio.',
  'The title must be at most {max} characters.': 'El título debe tener como máximo {max} caracteres.',
  'The slug may use lower-case letters, digits and single hyphens (at most {max} characters).':
    'El slug puede usar letras minúsculas, números y guiones sueltos (como máximo {max} caracteres).',
  'Use words like how-to-read-a-bill.': 'Use palabras como how-to-read-a-bill.',
  'Another post already uses the address /blog/post/{slug}.':
    'Otro artículo ya usa la dirección /blog/post/{slug}.',
  'Choose another slug.': 'Elija otro slug.',
  'The post body is too long.': 'El texto del artículo es demasiado largo.',
  'The description must be at most {max} characters.':
    'La descripción debe tener como máximo {max} caracteres.',
  'Please sign in to comment.': 'Inicie sesión para comentar.',
  'Please write a comment first.': 'Primero escriba un comentario.',
  'The comment is empty.': 'El comentario está vacío.',
  'Comments can be at most {max} characters.': 'Los comentarios pueden tener como máximo {max} caracteres.',
  'You can post at most {limit} comments an hour. Please wait a while and try again.':
    'Puede publicar como máximo {limit} comentarios por hora. Espere un rato e inténtelo de nuevo.',
  'Please sign in as an editor to moderate comments.': 'Inicie sesión como editor para moderar comentarios.',
  'Only editors can hide comments.': 'Solo los editores pueden ocultar comentarios.',
};

/** The nouns put into messages (`notFound('The bill')`), as they read inside a Spanish sentence. */
export const ERROR_NOUNS_ES: Readonly<Record<string, string>> = {
  'The bill': 'la factura',
  'The visit': 'la visita',
  'The visit or bill': 'la visita o la factura',
  'The task': 'la tarea',
  'The file': 'el archivo',
  'A file': 'el archivo',
  'The post': 'el artículo',
  'The comment': 'el comentario',
  'That checkout': 'ese pago',
  'Your insurance plan': 'su plan de seguro médico',
  'The provider': 'el proveedor',
  'A price file for hospital {id}': 'un archivo de precios del hospital {id}',
  'of another type': 'de otro tipo',
  // the months in "There is no 02/30/2026: February 2026 has 28 days."
  January: 'enero',
  February: 'febrero',
  March: 'marzo',
  April: 'abril',
  May: 'mayo',
  June: 'junio',
  July: 'julio',
  August: 'agosto',
  September: 'septiembre',
  October: 'octubre',
  November: 'noviembre',
  December: 'diciembre',
};

const PLACEHOLDER = /\{(\w+)\}/g;

interface Pattern {
  english: RegExp;
  names: string[];
  spanish: string;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

function compile(table: Readonly<Record<string, string>>): {
  exact: Map<string, string>;
  patterns: Pattern[];
} {
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];
  for (const [english, spanish] of Object.entries(table)) {
    const names = [...english.matchAll(PLACEHOLDER)].map((m) => m[1]);
    if (names.length === 0) {
      exact.set(english, spanish);
      continue;
    }
    const source = english
      .split(PLACEHOLDER)
      .map((part, i) => (i % 2 === 0 ? escapeRegExp(part) : '(.+?)'))
      .join('');
    patterns.push({ english: new RegExp(`^${source}$`, 's'), names, spanish });
  }
  return { exact, patterns };
}

type Compiled = ReturnType<typeof compile>;
// Compiled on first use: the web app imports @fp/domain and never needs these.
let compiled: { messages: Compiled; nouns: Compiled } | undefined;
const tables = () => (compiled ??= { messages: compile(ERROR_MESSAGES_ES), nouns: compile(ERROR_NOUNS_ES) });

function lookUp(table: Compiled, text: string): string | undefined {
  const exact = table.exact.get(text);
  if (exact !== undefined) return exact;
  for (const p of table.patterns) {
    const m = p.english.exec(text);
    if (!m) continue;
    const values = new Map<string, string>();
    p.names.forEach((name, i) => {
      // A repeated placeholder ("-{limit} to {limit}") must say the same both times.
      if (!values.has(name)) values.set(name, m[i + 1]);
    });
    if (p.names.some((name, i) => values.get(name) !== m[i + 1])) continue;
    return p.spanish.replace(PLACEHOLDER, (whole, name: string) => {
      const value = values.get(name);
      return value === undefined ? whole : (lookUp(tables().nouns, value) ?? value);
    });
  }
  return undefined;
}

/** A noun put into a message ("The bill"), as it reads inside a Spanish sentence ("la factura"). */
export function spanishErrorNoun(english: string): string | undefined {
  return lookUp(tables().nouns, english);
}

/** A message's Spanish, when this table has it (undefined: say the English). */
export function spanishErrorMessage(english: string): string | undefined {
  return lookUp(tables().messages, english);
}
