/**
 * The FAQ in Spanish (issue 45), by question id (English in seed/faq.ts, which gives the ids, tabs and
 * order). Same Markdown and the same links; words as libs/i18n/glossary.md ("coseguro", "deducible",
 * "de su bolsillo", "Ley Sin Sorpresas"), "usted" throughout. Articles linked are still English: the
 * article page says so in Spanish.
 */
export const FAQ_ES: Readonly<Record<string, { question: string; answer: string }>> = {
  'where-prices-come-from': {
    question: '¿De dónde salen sus precios?',
    answer:
      'De datos públicos del gobierno de EE. UU., sobre todo los datos de hospitalización de Medicare que publican los Centros de Servicios de Medicare y Medicaid (CMS). Junto a cada precio indicamos de qué fuente y de qué año de datos viene.',
  },
  'are-prices-quotes': {
    question: '¿El precio que veo es lo que voy a pagar?',
    answer:
      'No. Nuestros precios son **estimaciones**, no cotizaciones. Lo que usted paga depende de su seguro médico, su deducible y su coseguro, de si el hospital está en su red y de la atención que reciba en realidad. Para una cifra firme, pida al hospital un estimado por escrito. [Qué significan los precios de este sitio](/blog/post/what-the-prices-on-this-site-mean) explica cada cifra (en inglés).',
  },
  'charges-vs-payments': {
    question: '¿Qué diferencia hay entre los "cargos cubiertos" y los "pagos totales"?',
    answer:
      'Los cargos cubiertos promedio son lo que el hospital le **facturó** a Medicare, según sus propios precios de lista. Los pagos totales promedio son lo que el hospital **cobró** en realidad: la parte de Medicare más lo que pagaron los pacientes y otras aseguradoras. Los pagos promedio de Medicare son solo la parte de Medicare.',
  },
  'why-a-range': {
    question: '¿Por qué muestran un rango en lugar de un solo precio?',
    answer:
      'Una afección suele corresponder a varios grupos de facturación del hospital (por ejemplo, con y sin complicaciones), así que mostramos la cifra más baja y la más alta que corresponden. Cuando un hospital tiene una sola cifra, mostramos un 15 por ciento por encima y por debajo de ella, porque un solo promedio no es el precio exacto de su estancia.',
  },
  'patient-insurance-split': {
    question: '¿Qué significa la división de 20% usted / 80% el seguro?',
    answer:
      'Es un ejemplo de un arreglo de coseguro común, no una cotización. Su propio plan puede dividir los costos de otra manera, y los deducibles y los límites de gastos de bolsillo cambian el resultado.',
  },
  'why-old-data': {
    question: '¿Por qué algunos precios son de años anteriores?',
    answer:
      'Los datos del gobierno se publican con retraso, y algunas de nuestras fuentes cubren años anteriores. El mapa compara los hospitales en dólares de un mismo año: cada cifra se lleva desde su propio año con el índice de atención médica del CPI-U (una estimación), y la cifra publicada aparece a su lado con su año de datos.',
  },
  'us-only': {
    question: '¿Incluyen hospitales fuera de los Estados Unidos?',
    answer:
      'No. El sitio cubre solo los Estados Unidos, y el campo de ubicación acepta solo ciudades de EE. UU.',
  },
  'provider-missing': {
    question: '¿Por qué falta un hospital cerca de mí?',
    answer:
      'Los datos del gobierno omiten las cifras de un hospital para una afección cuando atendió a muy pocos pacientes de Medicare por ella, para proteger la privacidad. Algunos hospitales, como muchos hospitales de niños, atienden a muy pocos pacientes de Medicare. Un hospital que no aparece puede ofrecer esa atención de todos modos.',
  },
  'free-searches': {
    question: '¿Puedo usar el sitio gratis?',
    answer:
      'Sí. Cualquiera puede consultar el mapa de precios y, con una cuenta gratuita, usted tiene **3 búsquedas gratuitas** con todos los detalles de precios. No hay costos ocultos.',
  },
  'what-a-pass-gives': {
    question: '¿Qué me da un plan de pago?',
    answer:
      'Búsquedas ilimitadas con todos los detalles de precios de cada hospital y afección mientras su plan esté activo, y además un lugar para registrar sus visitas médicas y sus facturas. Vea los planes en la [página de bienvenida](/account/welcome).',
  },
  'cancel-plan': {
    question: '¿Puedo cancelar mi plan?',
    answer:
      'Sí. Puede cancelarlo en cualquier momento y conserva el acceso hasta el final del período que ya pagó. Si necesita ayuda, escríbanos por el formulario de contacto.',
  },
  'forgot-password': {
    question: 'Olvidé mi contraseña. ¿Qué hago?',
    answer:
      'Use [restablecer la contraseña](/account/reset) y escriba su correo electrónico. Si tiene una cuenta con nosotros, le enviaremos un enlace para elegir una contraseña nueva.',
  },
  'refer-a-friend': {
    question: '¿Cómo funciona el enlace de recomendación?',
    answer:
      'Después de iniciar sesión, encontrará su enlace de recomendación personal en la página [recomendar a un amigo](/affiliate). Compártalo con cualquier persona a quien le sirva el mapa de precios.',
  },
  'sell-data': {
    question: '¿Venden mis datos?',
    answer:
      'No. No vendemos sus datos personales ni sus facturas a nadie, y no los compartimos con anunciantes.',
  },
  'what-we-store': {
    question: '¿Qué guardan sobre mí?',
    answer:
      'Su nombre, su correo electrónico, su plan y las visitas y facturas que usted decida registrar. Los usamos para mantener su cuenta y para nada más. Los pagos con tarjeta los procesa nuestro proveedor de pagos; nunca vemos ni guardamos el número de su tarjeta.',
  },
  'delete-account': {
    question: '¿Puedo eliminar mi cuenta y mis facturas?',
    answer:
      'Sí. Puede eliminar cualquier factura o visita desde su panel en cualquier momento, y eliminar toda su cuenta, con sus facturas y archivos, en [su configuración](/dashboard/settings). Vea también nuestra [página de privacidad](/privacy).',
  },
  'share-prices': {
    question: '¿Qué se comparte con "compartir mis precios de forma anónima" y quién lo ve?',
    answer:
      'Nada, hasta que usted lo active en [su configuración](/dashboard/settings) y luego comparta usted mismo una factura desde su panel "¿Fue justa esta factura?". Una factura compartida se convierte en un informe anónimo del hospital, el tipo de estancia (MS-DRG), el año y el mes de la estancia, y las cantidades facturadas y pagadas: nunca su nombre, su cuenta, el día ni nada de lo que usted escribió. El mapa muestra los informes de pacientes de un hospital y un tipo de estancia solo cuando **al menos 5 personas distintas** compartieron uno, cada una con un correo electrónico confirmado y contada una sola vez (su estancia más reciente). Aun así no muestra ninguna cantidad individual: solo una banda amplia que contiene la mediana, como "$20,000 a $50,000" (las bandas son fijas: $1,000, $2,000, $5,000, $10,000 y así sucesivamente), marcada "informado por pacientes" junto a las cifras del gobierno. Nunca la cantidad más baja ni la más alta, el número de informes ni los años, para que nadie pueda deducir la factura de otra persona, ni siquiera alguien que hizo los demás informes.',
  },
  'stop-sharing-prices': {
    question: '¿Puedo retirar los precios que compartí?',
    answer:
      'Sí, en cualquier momento. Al desactivar la opción de compartir en [su configuración](/dashboard/settings) se eliminan de una vez todos los informes que compartió; también puede dejar de compartir una factura desde su panel. Al eliminar una factura o su cuenta también se eliminan sus informes. Guardamos un vínculo privado entre su cuenta y sus informes solo para poder eliminarlos.',
  },
  'location-use': {
    question: '¿Por qué el mapa pide mi ubicación?',
    answer:
      'Solo para mostrarle hospitales cerca de usted. Es opcional: puede escribir una ciudad de EE. UU. en su lugar. Guardamos la ciudad que elija durante su visita actual para que no tenga que escribirla de nuevo.',
  },
  'why-upload-bills': {
    question: '¿Para qué subiría mis facturas?',
    answer:
      'Para llevar en un solo lugar la cuenta de lo que le cobraron, lo que pagó su seguro médico y lo que pagó usted. Si así lo decide, su factura anónima también ayuda a otros pacientes a ver cuánto cuesta de verdad la atención.',
  },
  'anonymise-bill': {
    question: '¿Cómo hago anónima una factura antes de subirla?',
    answer:
      'Tape o quite su nombre, dirección, fecha de nacimiento, número de cuenta, número de miembro del seguro y cualquier otro dato que lo identifique. Deje las fechas, los códigos, las descripciones y las cantidades: eso es lo que hace útil la factura.',
  },
  'bill-review': {
    question: '¿Qué pasa después de subir una factura?',
    answer:
      'Pasa a revisión. Comprobamos que se pueda leer y que no tenga datos personales antes de usarla de cualquier forma.',
  },
  'bill-wrong': {
    question: 'Creo que mi factura está mal. ¿Pueden ayudarme?',
    answer:
      'No podemos actuar en su nombre, pero nuestras guías sí pueden ayudarle. Empiece por [cómo leer una factura detallada del hospital](/blog/post/how-to-read-an-itemized-hospital-bill) y luego [cómo disputar una factura médica](/blog/post/how-to-dispute-a-medical-bill) (en inglés).',
  },
  'surprise-bill': {
    question: 'Recibí una factura de un médico que yo nunca elegí. ¿Tengo que pagarla?',
    answer:
      'Quizás no completa. La Ley Sin Sorpresas (No Surprises Act), una ley federal, limita muchas facturas fuera de la red por atención de emergencia y por atención en hospitales de la red a lo que usted pagaría dentro de la red. Vea [sus derechos según la Ley Sin Sorpresas](/blog/post/your-rights-under-the-no-surprises-act) (en inglés) o [cms.gov/nosurprises](https://www.cms.gov/nosurprises).',
  },
};
