/**
 * The free allowance, counted once for both transports (GraphQL and REST): every counted search and
 * detail opening goes through `count`, which adds one to the shared database counters atomically and then
 * applies the pure rule in @fp/domain (decideAccess). Nothing here reads a count from the session and
 * writes it back, so parallel requests and several API processes cannot lose an update, and dropping the
 * cookie does not reset the per-address count. See libs/domain/src/price-map/access.ts for the numbers.
 */
import { isPassActive, users, type AccountAllowanceState, type UsageCounters } from '@fp/accounts';
import type { NotifiedCache } from '@fp/db';
import {
  countsOnAddress,
  decideAccess,
  figuresOnLook,
  figuresOnOpening,
  isUuid,
  type AccessDecision,
  type HospitalFiguresOffer,
} from '@fp/domain';
import type { DataSource } from 'typeorm';
import type { Viewer } from './types';

/** What a count answers: the viewer's count after it, and what the viewer may see. */
export interface CountedAccess {
  searchCount: number;
  access: AccessDecision;
}

/** Counter kinds in usage_counter. */
const SEARCHES = 'search';
const ADDRESS_DETAILS = 'free-detail';
const DAY_MS = 24 * 3_600_000;
/** An anonymous session's count is kept as long as an idle session (30 days). */
const SESSION_COUNT_TTL_MS = 30 * DAY_MS;

interface ViewerAccount {
  id: string;
  passActive: boolean;
  freeUsed: boolean;
}

/**
 * Accounts' allowance state kept in memory (key: the user's id), on only while app_user's change notices
 * are heard (@fp/db openChangeFeed). Only a pass holder's entry is ever answered from: nothing a pass
 * holder does changes the count (see UsageCounters.hitAccountIfNew), and a change to the account (a pass
 * switched off or refunded, the account deleted) evicts the entry; the pass's end is checked on each use.
 * Everyone else's count is read and written in the database on every search.
 */
export type AccountCache = NotifiedCache<AccountAllowanceState>;

/** The stored pass, at this moment (the same rule as PASS_ACTIVE_SQL). */
const passOn = (s: AccountAllowanceState) =>
  isPassActive({
    passActive: s.passActive,
    passExpiresAt: s.passExpiresAt === null ? null : new Date(s.passExpiresAt),
  });

/** The cached part of a hit: the stored state, without what the hit itself decided. */
const stateOnly = ({
  passActive,
  passExpiresAt,
  freeUsed,
  searchCount,
}: AccountAllowanceState): AccountAllowanceState => ({ passActive, passExpiresAt, freeUsed, searchCount });

/** A pass holder's account as the rule sees it. */
const withPass = (id: string, s: AccountAllowanceState): ViewerAccount => ({
  id,
  passActive: true,
  freeUsed: s.freeUsed,
});

/** A signed-in account as a viewer: its allowance is counted on the account, never on a session. */
const accountViewer = (userId: string): Viewer => ({
  session: { userId, key: undefined, get: () => undefined, set: () => undefined },
});

export class AllowanceService {
  constructor(
    private readonly db: DataSource,
    private readonly counters: UsageCounters,
    private readonly accountCache: AccountCache | null = null,
  ) {}

  /**
   * Counts one search or detail opening for the viewer and decides what it may see. Signed in: on the
   * account. Anonymous: on the session and, for a detail opening within the session's free searches, on
   * the client's address. A request without a stored session (no cookie) counts as a first search: it
   * writes no session row, and its detail openings still count on the address.
   */
  async count(viewer: Viewer, what: 'search' | 'detail'): Promise<CountedAccess> {
    const state = await this.accountState(viewer);
    if (state) {
      const { id } = state;
      if (passOn(state))
        return {
          searchCount: state.searchCount,
          access: await this.decideForAccount(withPass(id, state), state.searchCount),
        };
      const { count } = await this.counters.hit(`user:${id}`, SEARCHES, null);
      return {
        searchCount: count,
        access: await this.decideForAccount({ id, passActive: false, freeUsed: state.freeUsed }, count),
      };
    }
    const key = viewer.session.key;
    const searchCount = key
      ? (await this.counters.hit(`session:${key}`, SEARCHES, null, SESSION_COUNT_TTL_MS)).count
      : 1;
    let addressDetailCount: number | null = null;
    if (what === 'detail' && countsOnAddress(false, searchCount)) {
      const subject = await this.counters.addressKey(viewer.address);
      // Without a known address (never behind Express) the session's count alone decides.
      if (subject) addressDetailCount = (await this.counters.hit(subject, ADDRESS_DETAILS, DAY_MS)).count;
    }
    const access = decideAccess({
      signedIn: false,
      passActive: false,
      freeUsed: false,
      searchCount,
      addressDetailCount,
    });
    return { searchCount, access };
  }

  /**
   * Counts a map search unless the viewer's count already holds its `searchKey` (condition and point: a
   * pair searched before, in any order, is not counted again; issue 41), atomically on the counter
   * (UsageCounters.hitIfNew); a repeated search writes nothing. Nothing is written to the session. A
   * request without a stored session counts as a first search.
   */
  async countSearch(viewer: Viewer, searchKey: string): Promise<CountedAccess & { counted: boolean }> {
    return this.countPair(viewer, searchKey, false);
  }

  /**
   * Counts a detail opening as part of the search it was opened from (`searchKey`): one search only when
   * that pair was not counted yet (a default search the visitor did not choose, opened), nothing when it
   * was. An anonymous opening within the free searches also counts on the client's address (at most
   * ADDRESS_FREE_DETAILS_PER_DAY free openings a day, whatever the cookie).
   */
  async countDetail(viewer: Viewer, searchKey: string): Promise<CountedAccess & { counted: boolean }> {
    return this.countPair(viewer, searchKey, true);
  }

  private async countPair(
    viewer: Viewer,
    searchKey: string,
    detail: boolean,
  ): Promise<CountedAccess & { counted: boolean }> {
    const userId = viewer.session.userId;
    if (isUuid(userId)) {
      // A pass holder known to this process: nothing to count, nothing to read.
      const cached = this.accountCache?.get(userId);
      if (cached && passOn(cached)) {
        const access = await this.decideForAccount(withPass(userId, cached), cached.searchCount);
        return { searchCount: cached.searchCount, access, counted: false };
      }
      // The account read and the counter hit in one round trip; no such account: an anonymous viewer.
      const ticket = this.accountCache?.ticket();
      const hit = await this.counters.hitAccountIfNew(userId, SEARCHES, searchKey);
      if (hit) {
        if (ticket) this.accountCache?.store(userId, stateOnly(hit), ticket);
        const account = { id: userId, passActive: hit.passOn, freeUsed: hit.freeUsed };
        return {
          searchCount: hit.count,
          access: await this.decideForAccount(account, hit.count),
          counted: hit.counted,
        };
      }
    }
    const key = viewer.session.key;
    const hit = key
      ? await this.counters.hitIfNew(`session:${key}`, SEARCHES, null, searchKey, SESSION_COUNT_TTL_MS)
      : { count: 1, counted: true };
    let addressDetailCount: number | null = null;
    if (detail && countsOnAddress(false, hit.count)) {
      const subject = await this.counters.addressKey(viewer.address);
      // Without a known address (never behind Express) the session's count alone decides.
      if (subject) addressDetailCount = (await this.counters.hit(subject, ADDRESS_DETAILS, DAY_MS)).count;
    }
    const access = decideAccess({
      signedIn: false,
      passActive: false,
      freeUsed: false,
      searchCount: hit.count,
      addressDetailCount,
    });
    return { searchCount: hit.count, access, counted: hit.counted };
  }

  /** The key of the viewer's last counted map search (see countSearch), or null. */
  async lastSearchKey(viewer: Viewer): Promise<string | null> {
    const userId = viewer.session.userId;
    if (isUuid(userId)) return this.counters.lastKey(`user:${userId}`, SEARCHES, null);
    const key = viewer.session.key;
    return key ? this.counters.lastKey(`session:${key}`, SEARCHES, null) : null;
  }

  /**
   * Other hospitals' figures outside the map (the bill check's comparison), for a signed-in account, without
   * counting: shown only with an active pass, else what an opening would take (access.ts figuresOnLook).
   */
  async figuresOnLook(userId: string): Promise<HospitalFiguresOffer> {
    const state = await this.accountState(accountViewer(userId));
    if (!state) return 'sign_up';
    return figuresOnLook({
      signedIn: true,
      passActive: passOn(state),
      freeUsed: state.freeUsed,
      searchCount: state.searchCount,
    });
  }

  /**
   * Opens other hospitals' figures outside the map for a signed-in account: one detail opening counted on
   * the account exactly as a map detail opening is (nothing for a pass holder), and the same decision.
   */
  async openFigures(userId: string): Promise<HospitalFiguresOffer> {
    const viewer = accountViewer(userId);
    // An unknown account would be counted as an anonymous first search by count(): refused instead.
    if (!(await this.accountState(viewer))) return 'sign_up';
    return figuresOnOpening((await this.count(viewer, 'detail')).access);
  }

  /** What the viewer may see now, and its count, without counting. */
  async peek(viewer: Viewer): Promise<CountedAccess> {
    const state = await this.accountState(viewer);
    if (state) {
      const account = { id: state.id, passActive: passOn(state), freeUsed: state.freeUsed };
      return {
        searchCount: state.searchCount,
        access: await this.decideForAccount(account, state.searchCount),
      };
    }
    const key = viewer.session.key;
    const searchCount = key ? (await this.counters.peek(`session:${key}`, SEARCHES, null)).count : 0;
    const access = decideAccess({ signedIn: false, passActive: false, freeUsed: false, searchCount });
    return { searchCount, access };
  }

  private async decideForAccount(account: ViewerAccount, searchCount: number): Promise<AccessDecision> {
    const decision = decideAccess({
      signedIn: true,
      passActive: account.passActive,
      freeUsed: account.freeUsed,
      searchCount,
    });
    if (decision.markFreeUsed) {
      await users.markFreeUsed(this.db.manager, account.id);
    }
    return decision;
  }

  /**
   * The signed-in viewer's allowance state with the account's search count: a pass holder's from the
   * cache when this process has it, else read (and kept for next time). Null for an anonymous viewer or
   * an unknown account.
   */
  private async accountState(viewer: Viewer): Promise<(AccountAllowanceState & { id: string }) | null> {
    const userId = viewer.session.userId;
    if (!isUuid(userId)) return null;
    const cached = this.accountCache?.get(userId);
    if (cached && passOn(cached)) return { id: userId, ...cached };
    const ticket = this.accountCache?.ticket();
    const state = await this.counters.accountState(userId, SEARCHES);
    if (!state) return null;
    if (ticket) this.accountCache?.store(userId, state, ticket);
    return { id: userId, ...state };
  }
}
