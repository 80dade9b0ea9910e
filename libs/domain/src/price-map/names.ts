/**
 * How the names of the CMS and HIFLD files are shown. The files spell most hospitals, streets and towns
 * in capitals ("SETON MEDICAL CENTER AUSTIN", "1108 ROSS CLARK CIRCLE", "MCALLEN"); a page shows them in
 * the case a person would write: "Seton Medical Center Austin", "NYU Langone Hospitals",
 * "St. Mary's Hospital of the Plains". One rule, used by the web screens and the server's first views.
 *
 * A name that already holds lower-case letters was cased by a person ("NMC Portsmouth", "Kaleida Health"):
 * it keeps its case, except that a known acronym spelled as a word ("Nyu") is put right and a long word in
 * capitals inside it is cased like the rest.
 */

/** A set of the words of a list written as text. */
function words(list: string): ReadonlySet<string> {
  return new Set(list.split(/\s+/).filter(Boolean));
}

/**
 * Acronyms that hold a vowel (a short word without one, "SSM", "BHC", is taken for an acronym anyway):
 * universities and their health systems, systems and owners, kinds of facility and legal forms.
 */
const ACRONYMS = words(`
  NYU UC UCI UCLA UCSD UCSF USC UAB UAMS UNC UNM UVA UW UT UTMB UF UH UI UIHC UK UM UMC UMD UMMC
  UPMC UCH OU OSU OHSU LSU ECU IU KU MU MUSC VCU WVU SUNY CUNY USA ETMC AHMC AHN ARH BJC CAMC CHI
  HCA HSHS IHS LIJ OSF PIH SGMC SCL ECMC NGMC LAC TRMC LPDS JFK ORMC UPH VA CAH ACH AMC AMG AFB LLC
  LLP LP PA PC PLLC NA DBA
`);

// State codes that appear in names ("UNIVERSITY HOSPITALS OF NY"). Those that are also words or initials
// in names ("AL", "CO", "DE", "HI", "IN", "ME", "OH", "OR", "LA") are left out.
const STATES = words(`
  AK AZ CA FL GA IA IL KS KY MI MN MO NE NV NH NJ NM NY NC ND OK PA PR RI SC SD TN TX VT WA WI WV
  WY DC
`);

/** Acronyms whose usual spelling is not all capitals. */
const SPECIAL: Readonly<Record<string, string>> = {
  UOFL: 'UofL',
  UMASS: 'UMass',
  UCHEALTH: 'UCHealth',
  MERCYONE: 'MercyOne',
  MEDSTAR: 'MedStar',
  PEACEHEALTH: 'PeaceHealth',
  WELLSTAR: 'WellStar',
  HEALTHPARTNERS: 'HealthPartners',
  HONORHEALTH: 'HonorHealth',
  MYMICHIGAN: 'MyMichigan',
  WAKEMED: 'WakeMed',
  LEWISGALE: 'LewisGale',
  TRISTAR: 'TriStar',
  THEDACARE: 'ThedaCare',
  ORTHOINDY: 'OrthoIndy',
  PROMEDICA: 'ProMedica',
  ADVENTHEALTH: 'AdventHealth',
  OHIOHEALTH: 'OhioHealth',
  BAYCARE: 'BayCare',
  CAROMONT: 'CaroMont',
  WELLSPAN: 'WellSpan',
  UNITYPOINT: 'UnityPoint',
  NORTHBAY: 'NorthBay',
  MAINEHEALTH: 'MaineHealth',
  CHRISTIANACARE: 'ChristianaCare',
  ANMED: 'AnMed',
  MACNEAL: 'MacNeal',
  MACGREGOR: 'MacGregor',
  MACARTHUR: 'MacArthur',
  MACDONALD: 'MacDonald',
  DEKALB: 'DeKalb',
  DESOTO: 'DeSoto',
  DEWITT: 'DeWitt',
  LAPORTE: 'LaPorte',
};

/** Abbreviations of words (no vowel, yet not acronyms): cased like words. */
const WORD_ABBREVIATIONS = words(`
  ST STE FT MT DR JR SR CTR CNTR HLTH HLTHCR HSP SRVS SVCS SVC SYS MGMT BLVD RD LN BLDG PL PLZ STS
  RT HGTS TRL FLR GRV CT CIR HWY PKWY PKY FWY SQ TWNSHP DPT CNTY MS MRS MR
`);

// In addresses the abbreviations of a street mean something else than in a name: "ST" is Street, not
// Saint; "SR" is a State Road; directions stay in capitals.
const ADDRESS_ACRONYMS = words('N S E W NE NW SE SW PO US SR FM CR KM RR MLK');

/** Small words written in lower case inside a name ("Hospital of the Plains", "Hospital de la Concepción"). */
const SMALL_WORDS = words('of and the at for in on by to with de y or');
/** "a"/"an" are small only before these ("a campus of", "an affiliate of"); elsewhere "A" is an initial. */
const AFTER_ARTICLE = words('campus member div division affiliate department part subsidiary unit service');
/** Spanish articles are small after "de" ("de la Montaña"); elsewhere they begin a place ("La Palma"). */
const AFTER_DE = words('la las los el');

export type NameKind = 'name' | 'address' | 'place';

const hasLower = (s: string) => /\p{Ll}/u.test(s);
const hasVowel = (s: string) => /[aeiouy]/i.test(s);
const capitalize = (w: string) => (w ? w.charAt(0).toUpperCase() + w.slice(1).toLowerCase() : w);

/** Letters-only key of a word: "ST." → "ST", "MARY'S" → "MARYS". */
const bare = (w: string) => w.replace(/[^\p{L}\p{N}]/gu, '').toUpperCase();

/** One word, all in capitals in the source, in the case a person would write it. */
function caseWord(
  word: string,
  kind: NameKind,
  ctx: { first: boolean; prev?: string; next?: string; last: boolean },
): string {
  const key = bare(word);
  if (!key) return word;
  const lower = word.toLowerCase();

  // Ordinals in lower case ("1ST" → "1st", "673RD" → "673rd"); other numbers as written ("35E", "#1").
  if (/^\d/.test(key)) return /^\d+(ST|ND|RD|TH)$/.test(key) ? lower : word;
  if (SPECIAL[key] && word.toUpperCase() === key) return SPECIAL[key];

  if (kind === 'address') {
    if (ADDRESS_ACRONYMS.has(key)) return word.toUpperCase();
    if (WORD_ABBREVIATIONS.has(key)) return capitalize(word);
  } else if (key === 'ST' && kind === 'name') {
    // Saint, with its dot: "ST MARY'S" → "St. Mary's", "ST. LUKE'S" → "St. Luke's".
    return 'St.';
  } else if (key === 'ST') {
    return ctx.next ? 'St.' : 'St';
  }

  const smallKey = key.toLowerCase();
  if (!ctx.first && !ctx.last && kind !== 'address') {
    if (SMALL_WORDS.has(smallKey) && (smallKey !== 'y' || (ctx.prev && ctx.prev.length > 1))) return lower;
    if (
      (smallKey === 'a' || smallKey === 'an') &&
      ctx.next &&
      AFTER_ARTICLE.has(bare(ctx.next).toLowerCase())
    )
      return lower;
    if (AFTER_ARTICLE.has(smallKey) && ctx.prev && /^an?$/i.test(bare(ctx.prev))) return lower;
    if (AFTER_DE.has(smallKey) && ctx.prev && bare(ctx.prev) === 'DE') return lower;
  }
  // "LA" closing a name is Los Angeles ("KAISER FOUNDATION HOSPITAL - WEST LA"), and "LA PALMA" a place.
  if (key === 'LA') return ctx.last && kind === 'name' ? 'LA' : 'La';
  if (kind !== 'place' && WORD_ABBREVIATIONS.has(key)) return capitalize(word);
  if ((ACRONYMS.has(key) || STATES.has(key)) && kind !== 'place') return word.toUpperCase();
  if (kind !== 'place' && key.length > 1 && key.length <= 4 && !hasVowel(key) && /^\p{L}+$/u.test(key))
    return word.toUpperCase();

  return caseLetters(word);
}

/**
 * Capitalises a word of letters, hyphens and apostrophes: "WINSTON-SALEM" → "Winston-Salem",
 * "O'BLENESS" → "O'Bleness", "MARY'S" → "Mary's", "HO'OLA" → "Ho'ola", "MCALLEN" → "McAllen".
 */
function caseLetters(word: string): string {
  return word.toLowerCase().replace(/\p{L}+/gu, (part, offset: number, whole: string) => {
    const before = whole.slice(0, offset);
    // After an apostrophe: "O'Brien", "D'Iberville" take a capital; "Mary's", "Ho'ola" do not.
    if (/['’]$/.test(before)) return /(^|[^\p{L}])\p{L}['’]$/u.test(before) ? capitalize(part) : part;
    const cased = capitalize(part);
    // Mc + at least three letters with a vowel: "McAllen", "McKee", "McDuffie" (not "MCG", an acronym).
    return /^Mc\p{L}{3,}$/u.test(cased) && hasVowel(cased.slice(2))
      ? 'Mc' + capitalize(cased.slice(2))
      : cased;
  });
}

/**
 * A hospital's (or any facility's) name as a page shows it. `kind` 'address' reads "ST" as Street and keeps
 * directions in capitals; 'place' (a town) knows no acronyms.
 */
export function displayFacilityName(raw: string | null | undefined, kind: NameKind = 'name'): string {
  if (!raw) return '';
  const key = kind + '\u0000' + raw;
  const known = shown.get(key);
  if (known !== undefined) return known;
  const out = caseName(raw, kind);
  // A page shows a few hundred names, each several times (the list's item, its button, the spread, the
  // marker); the server renders every page's. Kept until the map holds too many, then started again.
  if (shown.size >= SHOWN_MAX) shown.clear();
  shown.set(key, out);
  return out;
}

/**
 * The names already cased, by kind and raw text: on the map's page for New York's 112 hospitals the
 * same names were cased three times each while the page was first drawn (`displayFacilityName` 17 % of
 * the hydration's longest task at 4× CPU, docs/benchmarks/api-build.md "The scripts' priority").
 */
const shown = new Map<string, string>();
const SHOWN_MAX = 5000;

function caseName(raw: string, kind: NameKind): string {
  const text = raw.replace(/\s+/g, ' ').trim();
  if (!text) return '';
  const shouting = !hasLower(text);
  const words = text.split(' ');
  return words
    .map((word, i) => {
      // A dash or an opening bracket starts a new part of the name: "- North Las Vegas", "(FT Irwin)".
      const prev = words[i - 1];
      const first = i === 0 || prev === '-' || /^[-(]$/.test(prev ?? '') || /^\(/.test(word);
      const next = words[i + 1];
      const last = i === words.length - 1 || next === '-' || /[)]$/.test(word) || /,$/.test(word);
      if (!shouting) return fixMixedWord(word, kind);
      const joined = word.match(/\p{L}([-+])\p{L}/u);
      if (joined) {
        // "SIMONS-BY-THE-SEA", "LAC+USC": the parts after the first are inside the name.
        return word
          .split(joined[1])
          .map((part, j, parts) =>
            caseWord(part, kind, {
              first: first && j === 0,
              prev: parts[j - 1],
              next: parts[j + 1],
              last: last && j === parts.length - 1,
            }),
          )
          .join(joined[1]);
      }
      return caseWord(word, kind, { first, prev, next, last });
    })
    .join(' ');
}

/** A word of a name a person already cased: kept, but "Nyu" → "NYU" and a long "HOSPITAL" → "Hospital". */
function fixMixedWord(word: string, kind: NameKind): string {
  if (kind === 'place') return word;
  return word
    .split(/([-+/])/)
    .map((part) => {
      const key = bare(part);
      if (!key) return part;
      if (SPECIAL[key] && (!hasLower(part) || part === capitalize(part))) return SPECIAL[key];
      if (hasLower(part) && part === capitalize(part) && ACRONYMS.has(key)) return part.toUpperCase();
      if (!hasLower(part) && key.length > 4 && hasVowel(key) && !ACRONYMS.has(key)) return caseLetters(part);
      return part;
    })
    .join('');
}

/** A street address as a page shows it: "1108 ROSS CLARK CIRCLE" → "1108 Ross Clark Circle". */
export const displayAddress = (raw: string | null | undefined) => displayFacilityName(raw, 'address');

/** A town as a page shows it: "MCALLEN" → "McAllen", "PORT ST LUCIE" → "Port St. Lucie". */
export const displayPlace = (raw: string | null | undefined) => displayFacilityName(raw, 'place');

/**
 * " (visit name)" to follow a hospital's name in a sentence, or "" when the visit is named after that
 * hospital (a new visit takes its hospital's name): "at St. Davids Medical Center (St. Davids Medical
 * Center)" said the same name twice.
 */
export function visitAfterHospital(
  visitName: string | null | undefined,
  hospitalName: string | null | undefined,
): string {
  const visit = (visitName ?? '').replace(/\s+/g, ' ').trim();
  if (!visit) return '';
  const same = (a: string) => displayFacilityName(a).toLowerCase();
  return hospitalName && same(visit) === same(hospitalName) ? '' : ` (${visit})`;
}
