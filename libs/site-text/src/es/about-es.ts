import type { AboutTabId } from '../seed/about';

/**
 * The about tabs' bodies in Spanish (issue 45; English in seed/about.ts, which gives the tabs, their order
 * and their names, shown through the web's messages). Same Markdown.
 */
export const ABOUT_BODIES_ES: Readonly<Record<AboutTabId, string>> = {
  who: `Somos un equipo pequeño de pacientes, programadores y personas que han pasado demasiado tiempo al teléfono con oficinas de facturación. Hicimos este sitio porque queríamos saber cuánto cuesta la atención en el hospital *antes* de que llegue la factura, y descubrimos que la respuesta era pública pero difícil de leer.

Somos independientes: ningún hospital, aseguradora ni compañía farmacéutica nos paga para mostrar ni clasificar nada, y no vendemos sus datos.`,
  why: `En los Estados Unidos, la misma estancia en el hospital puede costar varias veces más en un hospital que en otro a pocas millas, y la mayoría de los pacientes se enteran después.

El gobierno ya publica muchísimos datos de precios, pero en archivos con cientos de miles de filas y columnas con nombres como "average covered charges" (cargos cubiertos promedio). Convertimos esos datos en un mapa en el que usted puede buscar por afección y ciudad, explicamos qué significa cada cifra y le ayudamos a usarla para hacer mejores preguntas a los hospitales y a las aseguradoras.

Conocer el rango de precios no hará gratuita la atención, pero le ayuda a planificar, comparar y detectar una factura fuera de lo normal.`,
  how: `Cada precio del sitio viene de **datos públicos del gobierno**, sobre todo de los Centros de Servicios de Medicare y Medicaid (CMS):

- **Datos de hospitalización de Medicare:** para cada hospital y cada MS-DRG (el código que resume una estancia en el hospital), el número de altas de Medicare, la cantidad promedio que facturó el hospital y las cantidades promedio que cobró en total y de Medicare.
- **Información de los hospitales:** nombres, direcciones y tipos de hospitales, para ubicarlos en el mapa.
- **Listas oficiales de códigos:** los títulos de los MS-DRG y los sistemas del cuerpo a los que pertenecen, que usamos para relacionar los nombres comunes de las afecciones con los códigos de facturación.

Cargamos cada archivo tal como se publica, revisamos que no tenga errores evidentes y anotamos su fuente y su año. Por eso cada precio del sitio indica de dónde viene y de cuándo es. No modificamos las cifras; cuando mostramos un rango o una estimación, explicamos cómo se calculó.

Las facturas que suben los usuarios se guardan aparte de los datos del gobierno y se revisan antes de usarlas de cualquier forma.

Abajo aparecen los conjuntos de datos cargados en este momento.`,
  what: `**No vendemos sus datos.** Ni a anunciantes, ni a corredores de datos, ni a nadie.

- **Su cuenta:** guardamos su nombre, su correo electrónico y su plan para que pueda iniciar sesión y usar lo que pagó.
- **Sus búsquedas:** recordamos la ciudad y la afección de su visita actual para que no tenga que escribirlas de nuevo, y contamos sus búsquedas para aplicar las búsquedas gratuitas.
- **Sus facturas:** las visitas y facturas que registra son suyas. Solo usted puede verlas, y puede eliminarlas en cualquier momento. Si sube una factura anónima para compartirla, se revisa antes de usarla, y nunca con su nombre.
- **Pagos:** los pagos con tarjeta los procesa nuestro proveedor de pagos. Nunca vemos ni guardamos el número de su tarjeta.

Si quiere que eliminemos su cuenta, escríbanos por el formulario de contacto.`,
};
