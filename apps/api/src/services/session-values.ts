/**
 * The older site's free session values (spec part 2 §7: /api/session/get, set, remove): only diagnosis,
 * lat, lng, location and test are kept, each checked; any other name is refused. REST and GraphQL
 * (sessionValues, setSessionValues) both go through here. They live in the visitor's server-side session
 * under one key, so they cannot overwrite the session's own entries (user, security token, geo).
 */
import { badInput } from '@fp/domain';
import type { Session } from '../http/session';

export const SESSION_VALUE_NAMES = ['diagnosis', 'lat', 'lng', 'location', 'test'] as const;
export type SessionValueName = (typeof SESSION_VALUE_NAMES)[number];

export interface SessionValuesView {
  diagnosis: string | null;
  lat: number | null;
  lng: number | null;
  location: string | null;
  test: string | null;
}

const KEY = 'values';
const MAX_TEXT = 200;

export const isSessionValueName = (name: unknown): name is SessionValueName =>
  typeof name === 'string' && (SESSION_VALUE_NAMES as readonly string[]).includes(name);

function stored(session: Session): Partial<SessionValuesView> {
  const v = session.get<Partial<SessionValuesView>>(KEY);
  return v && typeof v === 'object' ? v : {};
}

export function readSessionValues(session: Session): SessionValuesView {
  const v = stored(session);
  return {
    diagnosis: v.diagnosis ?? null,
    lat: v.lat ?? null,
    lng: v.lng ?? null,
    location: v.location ?? null,
    test: v.test ?? null,
  };
}

/** A checked value for `name`; null clears it. */
function checked(name: SessionValueName, value: unknown): string | number | null {
  if (value === null || value === undefined || value === '') return null;
  if (name === 'lat' || name === 'lng') {
    const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : NaN;
    const max = name === 'lat' ? 90 : 180;
    if (!Number.isFinite(n) || Math.abs(n) > max)
      throw badInput(`${name} must be a number from -${max} to ${max}.`, {
        [name]: 'Not a valid coordinate.',
      });
    return n;
  }
  if (typeof value !== 'string' && typeof value !== 'number')
    throw badInput(`${name} must be text.`, { [name]: 'Must be text.' });
  const text = String(value).trim();
  if (text.length > MAX_TEXT)
    throw badInput(`${name} must be at most ${MAX_TEXT} characters.`, { [name]: 'Too long.' });
  return text;
}

function assertName(name: unknown): asserts name is SessionValueName {
  if (!isSessionValueName(name))
    throw badInput(`Unknown session value "${String(name)}". Allowed: ${SESSION_VALUE_NAMES.join(', ')}.`);
}

/** Sets several values at once: omitted names are left alone, null clears. */
export function setSessionValues(session: Session, input: Record<string, unknown>): SessionValuesView {
  const next: Record<string, unknown> = { ...stored(session) };
  for (const [name, value] of Object.entries(input)) {
    if (value === undefined) continue;
    assertName(name);
    const v = checked(name, value);
    if (v === null) delete next[name];
    else next[name] = v;
  }
  if (Object.keys(next).length) session.set(KEY, next);
  else session.remove(KEY);
  return readSessionValues(session);
}

export function setSessionValue(session: Session, name: unknown, value: unknown): SessionValuesView {
  assertName(name);
  return setSessionValues(session, { [name]: value ?? null });
}

export function removeSessionValue(session: Session, name: unknown): SessionValuesView {
  assertName(name);
  return setSessionValues(session, { [name]: null });
}
