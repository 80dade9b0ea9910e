/**
 * Payer names as hospitals spell them, folded to one key per insurer. The curated list covers the
 * big national and regional insurers; any other name keys to its own folded spelling, so
 * "Platform_Health_Insurance" and "Platform Health Insurance" still meet.
 */
export interface KnownPayer {
  /** Stable key stored with every rate and in the user's insurance. */
  key: string;
  /** Name shown to people. */
  name: string;
  /** Folded spellings (see foldPayerName) that start with or equal one of these map to the key. */
  aliases: string[];
}

export const KNOWN_PAYERS: readonly KnownPayer[] = [
  {
    key: 'unitedhealthcare',
    name: 'UnitedHealthcare',
    aliases: [
      'unitedhealthcare',
      'united healthcare',
      'united health care',
      'united health',
      'uhc',
      'umr',
      'optum',
    ],
  },
  { key: 'aetna', name: 'Aetna', aliases: ['aetna', 'aetna cvs health', 'aetna better health'] },
  { key: 'cigna', name: 'Cigna', aliases: ['cigna', 'cigna healthcare', 'the cigna group', 'evernorth'] },
  {
    key: 'anthem',
    name: 'Anthem (Elevance Health)',
    aliases: ['anthem', 'anthem blue cross', 'anthem bcbs', 'elevance', 'elevance health'],
  },
  {
    key: 'bcbs',
    name: 'Blue Cross Blue Shield',
    aliases: [
      'blue cross blue shield',
      'blue cross and blue shield',
      'blue cross',
      'bcbs',
      'bluecross blueshield',
    ],
  },
  { key: 'humana', name: 'Humana', aliases: ['humana'] },
  { key: 'kaiser', name: 'Kaiser Permanente', aliases: ['kaiser', 'kaiser permanente', 'kaiser foundation'] },
  {
    key: 'centene',
    name: 'Centene (Ambetter, WellCare)',
    aliases: ['centene', 'ambetter', 'wellcare', 'health net'],
  },
  { key: 'molina', name: 'Molina Healthcare', aliases: ['molina', 'molina healthcare'] },
  { key: 'medicare', name: 'Medicare', aliases: ['medicare', 'cms medicare', 'traditional medicare'] },
  { key: 'medicaid', name: 'Medicaid', aliases: ['medicaid'] },
  { key: 'tricare', name: 'TRICARE', aliases: ['tricare', 'champus'] },
  { key: 'mvp', name: 'MVP Health Care', aliases: ['mvp', 'mvp health care', 'mvp healthcare'] },
  { key: 'harvard-pilgrim', name: 'Harvard Pilgrim', aliases: ['harvard pilgrim', 'point32health'] },
  { key: 'oscar', name: 'Oscar Health', aliases: ['oscar', 'oscar health'] },
];

/** Lower case, underscores and punctuation to spaces, "&" to "and", spaces collapsed. */
export function foldPayerName(raw: string): string {
  return raw
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/\s+/g, ' ');
}

// Longest alias first, so "blue cross blue shield" wins over "blue cross".
const ALIASES: { alias: string; key: string }[] = KNOWN_PAYERS.flatMap((p) =>
  p.aliases.map((alias) => ({ alias, key: p.key })),
).sort((a, b) => b.alias.length - a.alias.length);

/** The payer key for a name as written in a file: a known insurer's key, else the folded name. */
export function payerKey(raw: string): string {
  const folded = foldPayerName(raw);
  for (const { alias, key } of ALIASES) {
    if (folded === alias || folded.startsWith(alias + ' ')) return key;
  }
  return folded;
}

/**
 * The display name for a key: the known insurer's name; else the spelling the price files use most
 * (`spellings`: each original spelling with how many rates carry it; ties go to the first in
 * alphabetical order, so the choice is stable), with runs of underscores and spaces read as one space;
 * else, when no spelling is known, the key itself.
 */
export function payerDisplayName(key: string, spellings: readonly PayerSpelling[] = []): string {
  const known = KNOWN_PAYERS.find((p) => p.key === key);
  if (known) return known.name;
  const tidy = (name: string) => name.replace(/[\s_]+/g, ' ').trim();
  const counts = new Map<string, number>();
  for (const s of spellings) {
    const name = tidy(s.name);
    if (name && payerKey(name) === key) counts.set(name, (counts.get(name) ?? 0) + s.count);
  }
  let best: { name: string; count: number } | null = null;
  for (const [name, count] of counts) {
    if (!best || count > best.count || (count === best.count && name < best.name)) best = { name, count };
  }
  return best?.name ?? key;
}

/** One original spelling of a payer in the price files and how many rates carry it. */
export interface PayerSpelling {
  name: string;
  count: number;
}
