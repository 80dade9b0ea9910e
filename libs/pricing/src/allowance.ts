/**
 * The free allowance, counted once for both transports (GraphQL and REST): every counted search and
 * detail opening goes through `count`, which adds one to the shared database counters atomically and then
 * applies the pure rule in @fp/domain (decideAccess). Nothing here reads a count from the session and
 * writes it back, so parallel requests and several API processes cannot lose an update, and dropping the
 * cookie does not reset the per-address count. See libs/domain/src/access.ts for the numbers.
 */
import { users, type UsageCounters } from '@fp/accounts';
import { countsOnAddress, decideAccess, type AccessDecision } from '@fp/domain';
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
const UUID = /^[0-9a-f-]{36}$/i;
/** An anonymous session's count is kept as long as an idle session (30 days). */
const SESSION_COUNT_TTL_MS = 30 * DAY_MS;

interface ViewerAccount {
  id: string;
  passActive: boolean;
  freeUsed: boolean;
}

export class AllowanceService {
  constructor(
    private readonly db: DataSource,
    private readonly counters: UsageCounters,
  ) {}

  /**
   * Counts one search or detail opening for the viewer and decides what it may see. Signed in: on the
   * account. Anonymous: on the session and, for a detail opening within the session's free searches, on
   * the client's address. A request without a stored session (no cookie) counts as a first search: it
   * writes no session row, and its detail openings still count on the address.
   */
  async count(viewer: Viewer, what: 'search' | 'detail'): Promise<CountedAccess> {
    const account = await this.account(viewer);
    if (account) {
      const { count } = await this.counters.hit(`user:${account.id}`, SEARCHES, null);
      return { searchCount: count, access: await this.decideForAccount(account, count) };
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
   * Counts a map search unless it repeats the viewer's last counted search (`searchKey`: condition and
   * point), atomically on the counter row (UsageCounters.hitIfNew); a repeated search writes nothing.
   * Nothing is written to the session. A request without a stored session counts as a first search.
   */
  async countSearch(viewer: Viewer, searchKey: string): Promise<CountedAccess & { counted: boolean }> {
    const userId = viewer.session.userId;
    if (userId && UUID.test(userId)) {
      // The account read and the counter hit in one round trip; no such account: an anonymous viewer.
      const hit = await this.counters.hitAccountIfNew(userId, SEARCHES, searchKey);
      if (hit) {
        const account = { id: userId, passActive: hit.passActive, freeUsed: hit.freeUsed };
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
    const access = decideAccess({
      signedIn: false,
      passActive: false,
      freeUsed: false,
      searchCount: hit.count,
    });
    return { searchCount: hit.count, access, counted: hit.counted };
  }

  /** The key of the viewer's last counted map search (see countSearch), or null. */
  async lastSearchKey(viewer: Viewer): Promise<string | null> {
    const userId = viewer.session.userId;
    if (userId && /^[0-9a-f-]{36}$/i.test(userId))
      return this.counters.lastKey(`user:${userId}`, SEARCHES, null);
    const key = viewer.session.key;
    return key ? this.counters.lastKey(`session:${key}`, SEARCHES, null) : null;
  }

  /** What the viewer may see now, and its count, without counting. */
  async peek(viewer: Viewer): Promise<CountedAccess> {
    const account = await this.account(viewer);
    if (account) {
      const { count } = await this.counters.peek(`user:${account.id}`, SEARCHES, null);
      return { searchCount: count, access: await this.decideForAccount(account, count) };
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

  private async account(viewer: Viewer): Promise<ViewerAccount | null> {
    const userId = viewer.session.userId;
    if (!userId || !UUID.test(userId)) return null;
    // The pass rule lives in @fp/accounts (PASS_ACTIVE_SQL): on, and not past pass_expires_at.
    return (await users.allowanceOf(this.db.manager, userId)) ?? null;
  }
}
