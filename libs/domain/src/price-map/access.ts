/**
 * Who may see which prices on the price map (spec part 1, §4, §6, §9). Pure: the API's allowance service
 * (@fp/pricing) counts, then applies this decision to every search and detail answer (prices that may not
 * be seen are left out of the response); the web app only reads the decision the API sends back.
 *
 * What is counted (atomically, in the database, shared by every API process; never in the session):
 * - A "search" is one condition at one place the visitor chose (issue 41): a map search counts the first
 *   time its condition and point are searched, and only when the visitor chose both (not the page's
 *   defaults: opening /map spends nothing); the same pair searched again, in any order, never counts
 *   again. Opening a hospital's details is part of the search it was opened from: it counts only when that
 *   pair was not counted yet (details opened on the default search spend the one search). A search that
 *   finds nothing is never counted (countsAsSearch). Anonymous searches count on the browser session; a
 *   signed-in user's count on the account (by user id, once: signing out and in again does not start
 *   over, and the anonymous count of the same browser does not carry over to the account).
 * - Anonymous detail openings granted for free also count on the client's address (hashed, per UTC day),
 *   so dropping the cookie does not reset the allowance.
 *
 * The rule (the count passed in is the count AFTER the current request's increment):
 * - Anonymous: list price ranges and detail prices while the session's count is below FREE_SEARCH_LIMIT
 *   (searches 1-3: the advertised number; the older site's spec gave a visitor 4 "searches" that also
 *   counted every detail opening, and 3 to an account: one number everywhere, the smaller, is the safer
 *   reading, see docs/features/price-map.md); detail prices also need the address's free detail openings today to be at most
 *   ADDRESS_FREE_DETAILS_PER_DAY (30: an office of a few people behind one address can each use their
 *   free searches; a script that drops its cookie gets at most 30 a day). Otherwise: the sign-up prompt.
 * - Signed in: list price ranges always. Detail prices with an active pass, or with the account's free
 *   searches (ACCOUNT_FREE_SEARCHES, the advertised 3: counts 1-3) while free use is not marked. Once the
 *   count passes 3 and free use is not yet marked, `markFreeUsed` tells the caller to mark it on the
 *   account. Otherwise: the pay prompt.
 * - Search answers never carry per-DRG figures (only ranges); those come only with a counted opening.
 */

/** The number of free searches the site advertises ("3 free searches with an account"). */
export const ADVERTISED_FREE_SEARCHES = 3;
/** Anonymous: searches with a count below this are free (list ranges and details): searches 1 to 3. */
export const FREE_SEARCH_LIMIT = ADVERTISED_FREE_SEARCHES + 1;
/** Signed in: the account's own free searches (counts 1 to 3), as advertised. */
export const ACCOUNT_FREE_SEARCHES = ADVERTISED_FREE_SEARCHES;
/** Anonymous: free detail openings per client address per UTC day, over all its sessions. */
export const ADDRESS_FREE_DETAILS_PER_DAY = 30;

export type AccessPromptKind = 'none' | 'pay' | 'sign_up';

export interface AccessInput {
  /** A user is signed in on the session. */
  signedIn: boolean;
  /** The signed-in user has an active paid pass (always false when anonymous). */
  passActive: boolean;
  /** The account's free allowance is marked used (ignored when anonymous). */
  freeUsed: boolean;
  /** The count after this request's increment: the account's when signed in, else the session's. */
  searchCount: number;
  /**
   * Anonymous detail openings from the client's address today, after this one's increment; null or
   * absent when the request did not count on the address (a search, a look without counting).
   */
  addressDetailCount?: number | null;
}

export interface AccessDecision {
  /** Price ranges may be sent in the list. */
  listPrices: boolean;
  /** Per-DRG figures and the estimate may be sent (in a detail answer). */
  detailPrices: boolean;
  /** What to offer instead of hidden detail prices. */
  prompt: AccessPromptKind;
  /** The caller must now mark the account's free allowance used. */
  markFreeUsed: boolean;
}

const wholeCount = (n: number | null | undefined): number =>
  typeof n === 'number' && Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0;

export function decideAccess(input: AccessInput): AccessDecision {
  const count = wholeCount(input.searchCount);
  if (input.signedIn) {
    const withinFree = !input.freeUsed && count <= ACCOUNT_FREE_SEARCHES;
    const detailPrices = input.passActive || withinFree;
    return {
      listPrices: true,
      detailPrices,
      prompt: detailPrices ? 'none' : 'pay',
      markFreeUsed: !input.freeUsed && count > ACCOUNT_FREE_SEARCHES,
    };
  }
  const withinFree = count < FREE_SEARCH_LIMIT;
  const address = input.addressDetailCount;
  const addressAllows =
    address === null || address === undefined || wholeCount(address) <= ADDRESS_FREE_DETAILS_PER_DAY;
  const detailPrices = withinFree && addressAllows;
  return {
    listPrices: withinFree,
    detailPrices,
    prompt: detailPrices ? 'none' : 'sign_up',
    markFreeUsed: false,
  };
}

/**
 * Whether an anonymous detail opening at this session count should count on the client's address:
 * only openings the session would get for free do (a session already past its searches costs the
 * address nothing).
 */
export function countsOnAddress(signedIn: boolean, sessionCount: number): boolean {
  return !signedIn && wholeCount(sessionCount) < FREE_SEARCH_LIMIT;
}

/**
 * Whether a map search that found `found` providers counts as one of the viewer's searches (when its
 * condition or location is new): only a search that shows something does. The pricing service asks
 * this before it counts.
 */
export function countsAsSearch(found: number): boolean {
  return Number.isFinite(found) && found > 0;
}

/**
 * How many free searches the viewer has left, for the map's counter; null when nothing is counted (an
 * active pass). `searchCount` is the count the API last answered (the account's when signed in).
 */
export function freeSearchesLeft(input: Omit<AccessInput, 'addressDetailCount'>): number | null {
  if (input.signedIn && input.passActive) return null;
  const count = wholeCount(input.searchCount);
  if (input.signedIn) return input.freeUsed ? 0 : Math.max(0, ACCOUNT_FREE_SEARCHES - count);
  return Math.max(0, FREE_SEARCH_LIMIT - 1 - count);
}

/**
 * Other hospitals' per-DRG figures shown outside the map's detail popup (the bill check's comparison
 * with the hospitals within 75 km) follow the same rule as the map's detail prices, counted on the same
 * counter: they go out only with a counted opening whose decision allows detail prices (decideAccess).
 *
 * What counts as a use of the allowance there: one explicit opening of the comparison (a write: a
 * mutation or a POST, never the check itself, which is a read and may be repeated), counted like a map
 * detail opening (+1 on the account; nothing for a pass holder). Asking again counts again, as reopening a
 * map popup does. Not counted: the check itself (the verdict against the bill's own hospital, that
 * hospital's own figure, its price file), a check with no comparison to show (not assessed, or no other
 * hospital nearby), and a refused request.
 *
 * - `shown`: the figures are in the answer.
 * - `free_search`: not in this answer; opening the comparison will use one of the free searches.
 * - `pay` / `sign_up`: not in this answer; opening it would be refused (the prompt to show instead).
 * - `none`: there are no other hospitals' figures to show.
 */
export type HospitalFiguresOffer = 'shown' | 'free_search' | 'pay' | 'sign_up' | 'none';

/**
 * What an answer that counts nothing (a look) may carry: the figures only when a counted opening would
 * cost nothing, that is with an active pass; else what opening them would take.
 */
export function figuresOnLook(input: Omit<AccessInput, 'addressDetailCount'>): HospitalFiguresOffer {
  if (input.signedIn && input.passActive) return 'shown';
  const left = freeSearchesLeft(input) ?? 0;
  if (left > 0) return 'free_search';
  return input.signedIn ? 'pay' : 'sign_up';
}

/** What a counted opening may carry: the figures exactly when the map's detail prices would be shown. */
export function figuresOnOpening(decision: AccessDecision): HospitalFiguresOffer {
  if (decision.detailPrices) return 'shown';
  return decision.prompt === 'sign_up' ? 'sign_up' : 'pay';
}
