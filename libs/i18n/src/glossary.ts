/**
 * The terms the Spanish catalogue must write one way (libs/i18n/glossary.md gives each with its source and
 * why). tools/i18n-catalog.ts checks every Spanish message whose English holds a term: the Spanish must hold
 * the glossary's rendering. Written for patients in the US: the words US insurers and CMS's Spanish pages use.
 */
export interface GlossaryTerm {
  enTerm: string;
  esTerm: string;
  en: RegExp;
  es: RegExp;
}

const term = (enTerm: string, esTerm: string, en: RegExp, es: RegExp): GlossaryTerm => ({
  enTerm,
  esTerm,
  en,
  es,
});

export const GLOSSARY: readonly GlossaryTerm[] = [
  term('deductible', 'deducible', /\bdeductibles?\b/i, /\bdeducibles?\b/i),
  term('coinsurance', 'coseguro', /\bcoinsurance\b/i, /\bcoseguro\b/i),
  term('copay', 'copago', /\bco-?pays?\b|\bcopayments?\b/i, /\bcopagos?\b/i),
  term('out-of-pocket', 'de su bolsillo / gastos de bolsillo', /\bout[- ]of[- ]pocket\b/i, /\bbolsillo\b/i),
  term('premium', 'prima', /\bpremiums?\b/i, /\bprimas?\b/i),
  term(
    'explanation of benefits',
    'explicación de beneficios',
    /\bexplanation of benefits\b/i,
    /\bexplicaci[oó]n de beneficios\b/i,
  ),
  term('itemized bill', 'factura detallada', /\bitemi[sz]ed bills?\b/i, /\bfacturas? detalladas?\b/i),
  term(
    'financial assistance',
    'asistencia financiera',
    /\bfinancial assistance\b/i,
    /\basistencia financiera\b/i,
  ),
  term('uninsured', 'sin seguro', /\buninsured\b/i, /\bsin seguro\b/i),
  term('Medicare', 'Medicare', /\bMedicare\b/, /\bMedicare\b/),
  term('Medicaid', 'Medicaid', /\bMedicaid\b/, /\bMedicaid\b/),
  term('price map', 'mapa de precios', /\bprice map\b/i, /\bmapa de precios\b/i),
  term(
    'good faith estimate',
    'estimado de buena fe',
    /\bgood[- ]faith estimate\b/i,
    /\bestimado de buena fe\b/i,
  ),
  term('No Surprises Act', 'Ley Sin Sorpresas', /\bNo Surprises Act\b/i, /\bLey Sin Sorpresas\b/i),
  term(
    'amounts generally billed',
    'montos generalmente facturados',
    /\bamounts? generally billed\b/i,
    /\bmontos? generalmente facturados?\b/i,
  ),
  term('Critical Access Hospital', 'de acceso crítico', /\bCritical Access\b/i, /\bacceso cr[ií]tico\b/i),
  term('dispute letter', 'carta de disputa', /\bdispute letter\b/i, /\bcarta de disputa\b/i),
  term('dashboard', 'panel', /\bdashboard\b/i, /\bpanel\b/i),
  term('log in', 'iniciar sesión', /\blog ?in\b|\bsign in\b/i, /\bsesi[oó]n\b/i),
];
