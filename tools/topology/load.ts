/**
 * The load the driver keeps up through the balancer while a host is lost: sign-ups (each one activated
 * from the development outbox and signed in), map searches by signed-in users over a small set of
 * condition-and-place pairs (so pairs repeat, on whichever host), and bill saves, each carrying a key the
 * driver chose, written down as acknowledged, refused or unknown.
 */
import { CONDITIONS } from '@fp/catalog-lists';
import { Browser, type Outcome } from './client';
import { sleep } from './sh';

export const PASSWORD = 'Topology!2026';

export interface User {
  email: string;
  browser: Browser;
  id: string;
  eventId: string;
  /** Search keys answered (so counted by the site, once) and those whose answer was lost (maybe counted). */
  searched: Set<string>;
  searchUnknown: Set<string>;
}

export interface SaveLog {
  acked: Map<string, string>;
  unknown: Set<string>;
  refused: Set<string>;
}

export interface SignupLog {
  done: string[];
  unknown: string[];
  failed: string[];
}

const AUSTIN = { lat: 30.2672, lng: -97.7431 };
/** 6 conditions x 5 places: 30 pairs, so each user repeats pairs (never counted twice) on any host. */
const CONDITION_IDS = CONDITIONS.slice(0, 6).map((c) => c.id);
const PLACES = [0, 1, 2, 3, 4].map((i) => ({ lat: AUSTIN.lat + i * 0.05, lng: AUSTIN.lng }));

const SEARCH = `query Search($input: ProviderSearchInput!) { searchProviders(input: $input) { count counted searchCount } }`;
const SIGN_UP = `mutation SignUp($email: String!, $password: String) { signUp(email: $email, password: $password) { ok } }`;
const VERIFY = `mutation Verify($key: String!, $email: String!) { verify(key: $key, email: $email) { ok } }`;
const ME = `query Me { me { id } }`;
const VISIT = `mutation Visit($input: VisitInput!) { saveVisit(input: $input) { event { id } } }`;
const SAVE_BILL = `mutation Save($input: BillInput!) { saveBill(input: $input) { bill { id } } }`;

/** The activation link's key for `email`, from the development outbox (shared by every host: it is a table). */
async function activationKey(b: Browser, email: string): Promise<string | null> {
  for (let i = 0; i < 20; i++) {
    const res = await b
      .fetch('signup', `/api/dev/outbox.json?to=${encodeURIComponent(email)}`)
      .catch(() => null);
    const items = res?.ok ? ((await res.json()) as { kind: string; text: string }[]) : [];
    const mail = items.find((m) => m.kind === 'activate');
    const link = mail && /https?:\/\/\S+/.exec(mail.text)?.[0];
    if (link) return new URL(link).searchParams.get('key');
    await sleep(200);
  }
  return null;
}

/** One sign-up: signUp with a password, the activation link opened in the same session, signed in. */
export async function signUp(email: string, log: SignupLog): Promise<User | null> {
  const b = new Browser();
  const step = async <T>(o: Promise<Outcome<T>>): Promise<T | null> => {
    const r = await o;
    if (r.ok) return r.data;
    (r.known ? log.failed : log.unknown).push(email);
    return null;
  };
  if (!(await step(b.gql('signup', SIGN_UP, { email, password: PASSWORD })))) return null;
  const key = await activationKey(b, email);
  if (!key) return (log.unknown.push(email), null);
  if (!(await step(b.gql('signup', VERIFY, { key, email })))) return null;
  b.forgetToken();
  const me = await step(b.gql<{ me: { id: string } | null }>('signup', ME));
  if (!me?.me) return null;
  log.done.push(email);
  const visit = await b.gql<{ saveVisit: { event: { id: string } } }>('visit', VISIT, {
    input: { name: 'Topology visit' },
  });
  if (!visit.ok) return null;
  return {
    email,
    browser: b,
    id: me.me.id,
    eventId: visit.data.saveVisit.event.id,
    searched: new Set(),
    searchUnknown: new Set(),
  };
}

/** One search of a random pair, written down as answered or as lost. */
export async function searchOnce(u: User): Promise<boolean> {
  const diagnosisId = CONDITION_IDS[Math.floor(Math.random() * CONDITION_IDS.length)];
  const place = PLACES[Math.floor(Math.random() * PLACES.length)];
  const key = `${diagnosisId}|${place.lat.toFixed(4)}|${place.lng.toFixed(4)}`;
  const r = await u.browser.gql('search', SEARCH, { input: { diagnosisId, ...place, chosen: true } });
  if (r.ok) u.searched.add(key);
  else if (!r.known) u.searchUnknown.add(key);
  return r.ok;
}

/**
 * The user's search count as the site answers it now: a pair the user searched before is asked again,
 * which counts nothing (issue 41), so the answer is the stored count.
 */
export async function searchCountNow(u: User): Promise<number | null> {
  const known = [...u.searched][0];
  if (!known) return null;
  const [diagnosisId, lat, lng] = known.split('|').map(Number);
  const r = await u.browser.gql<{ searchProviders: { searchCount: number } }>('check', SEARCH, {
    input: { diagnosisId, lat, lng, chosen: true },
  });
  return r.ok ? r.data.searchProviders.searchCount : null;
}

/** One bill save carrying `key` in its note. */
export async function saveOnce(u: User, key: string, log: SaveLog): Promise<void> {
  const r = await u.browser.gql<{ saveBill: { bill: { id: string } } }>('save', SAVE_BILL, {
    input: { eventId: u.eventId, totalCents: 12_345, selfCents: 2_345, note: key },
  });
  if (r.ok) log.acked.set(key, r.data.saveBill.bill.id);
  else (r.known ? log.refused : log.unknown).add(key);
}

/** Runs `step` over and over, `pauseMs` apart, until `running()` answers false. */
export async function loop(running: () => boolean, pauseMs: number, step: () => Promise<unknown>) {
  while (running()) {
    await step().catch(() => undefined);
    await sleep(pauseMs);
  }
}
