/**
 * Text helpers shared by the state and city look-ups: one folding rule for data and queries,
 * so that what a visitor types compares equal to the USPS spelling in the ZIP data.
 */

/** Lower-case, accents removed ('Cañon' -> 'canon'), apostrophes and dots dropped, other punctuation as spaces. */
export function foldText(input: string): string {
  return input
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[.'’‘`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

// USPS spells these words out ('SAINT LOUIS', 'FORT WORTH'); visitors often abbreviate them.
const ABBREVIATIONS: Readonly<Record<string, string>> = {
  st: 'saint',
  ste: 'sainte',
  mt: 'mount',
  ft: 'fort',
};

// USPS drops apostrophes and splits 'McGraw' as 'MC GRAW', 'O'Fallon' as 'O FALLON'; glue them back.
const GLUED_PREFIXES = new Set(['mc', 'o', 'd', 'l']);

/**
 * Key of a city name for comparison, from folded tokens. `lastTokenComplete` is false while the visitor is
 * still typing the last word: 'st' may become 'stamford', so it is not expanded to 'saint' yet.
 */
export function cityKeyFromTokens(tokens: readonly string[], lastTokenComplete = true): string {
  const out: string[] = [];
  let glueNext = false;
  for (let i = 0; i < tokens.length; i++) {
    const complete = i < tokens.length - 1 || lastTokenComplete;
    let token = tokens[i];
    if (complete && ABBREVIATIONS[token]) token = ABBREVIATIONS[token];
    if (glueNext) {
      out[out.length - 1] += token;
      glueNext = false;
    } else {
      out.push(token);
      glueNext = GLUED_PREFIXES.has(token);
    }
  }
  return out.join(' ');
}

/** Key of a complete city name (data side). */
export function cityKey(name: string): string {
  const folded = foldText(name);
  return folded ? cityKeyFromTokens(folded.split(' ')) : '';
}

/**
 * Display name from the package's title-cased USPS name: 'Mc Graw' -> 'McGraw', 'Mcallen' -> 'McAllen',
 * 'O Fallon' -> 'O'Fallon', 'Winston-salem' -> 'Winston-Salem', 'Dover Afb' -> 'Dover AFB'.
 */
export function displayCityName(raw: string): string {
  const words = raw.trim().split(/\s+/).filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    const next = words[i + 1];
    if (next !== undefined && /^Mc$/i.test(word)) {
      out.push('Mc' + capitalize(next));
      i++;
    } else if (next !== undefined && /^[ODL]$/i.test(word)) {
      out.push(word.toUpperCase() + "'" + capitalize(next));
      i++;
    } else if (/^afb$/i.test(word)) {
      out.push('AFB');
    } else {
      out.push(word);
    }
  }
  return out
    .join(' ')
    .replace(/\bMc([a-z])/g, (_m, c: string) => 'Mc' + c.toUpperCase())
    .replace(/-([a-z])/g, (_m, c: string) => '-' + c.toUpperCase());
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
