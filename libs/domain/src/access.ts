/**
 * Who may see which prices on the price map (spec part 1, §4, §6, §9). Pure: the API applies it to every
 * search and detail answer (prices that may not be seen are left out of the response), and the web app
 * only reads the decision the API sends back.
 *
 * The search count lives in the server session. It grows by one when a search's condition or location
 * differs from the previous search and by one on each opening of a provider's detail. The count passed
 * here is the count AFTER the current request's increment.
 *
 * - List price ranges: signed-in users always see them; anonymous visitors while the count is below 5.
 * - Detail prices (per-DRG figures, estimate): an active pass, or the free allowance (not yet marked used
 *   and the count below 5).
 * - Once the count exceeds 4 and free use is not yet marked, it is marked used (on the account when
 *   signed in, in the session when anonymous): `markFreeUsed` tells the caller to write it.
 * - Without detail access: signed in → pay prompt; anonymous → sign-up prompt.
 */

/** Searches below this count are free (list ranges for anonymous visitors, details for everyone). */
export const FREE_SEARCH_LIMIT = 5;
/** The number of free searches the site advertises ("3 free searches with an account"). */
export const ADVERTISED_FREE_SEARCHES = 3;

export type AccessPromptKind = 'none' | 'pay' | 'sign_up';

export interface AccessInput {
  /** A user is signed in on the session. */
  signedIn: boolean;
  /** The signed-in user has an active paid pass (always false when anonymous). */
  passActive: boolean;
  /** The free allowance is marked used (the account's flag, or the session's when anonymous). */
  freeUsed: boolean;
  /** The session's search count after this request's increment. */
  searchCount: number;
}

export interface AccessDecision {
  /** Price ranges may be sent in the list. */
  listPrices: boolean;
  /** Per-DRG figures and the estimate may be sent. */
  detailPrices: boolean;
  /** What to offer instead of hidden detail prices. */
  prompt: AccessPromptKind;
  /** The caller must now mark the free allowance used. */
  markFreeUsed: boolean;
}

export function decideAccess(input: AccessInput): AccessDecision {
  const count = Number.isFinite(input.searchCount) ? Math.max(0, Math.floor(input.searchCount)) : 0;
  const withinFree = count < FREE_SEARCH_LIMIT;
  const passActive = input.signedIn && input.passActive;
  const markFreeUsed = !input.freeUsed && !withinFree;
  const freeAvailable = !input.freeUsed && withinFree;
  const detailPrices = passActive || freeAvailable;
  return {
    listPrices: input.signedIn || withinFree,
    detailPrices,
    prompt: detailPrices ? 'none' : input.signedIn ? 'pay' : 'sign_up',
    markFreeUsed,
  };
}
