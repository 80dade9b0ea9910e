/**
 * The only way libs/records reaches the database: every statement runs with the owner's id as $1, so a
 * query that forgets the owner cannot be written (the helper refuses SQL that does not use $1, and
 * PostgreSQL itself refuses a parameter the statement does not reference). Construction refuses a
 * missing owner, so a signed-out caller never gets as far as SQL.
 */
import type { DataSource, EntityManager } from 'typeorm';
import { isUuid, unauthenticated } from '@fp/domain';

/** $1 as a whole parameter (not $10, $11...). */
const USES_OWNER = /\$1(?!\d)/;

type Runner = Pick<EntityManager, 'query'>;

export class OwnerData {
  private constructor(
    private readonly runner: Runner,
    private readonly source: DataSource | EntityManager,
    /** The signed-in owner every statement is limited to. */
    readonly ownerId: string,
  ) {}

  /** Owner-scoped access for a signed-in user; UNAUTHENTICATED when there is none. */
  static of(db: DataSource | EntityManager, ownerId: string | null | undefined): OwnerData {
    if (!ownerId || !isUuid(ownerId)) throw unauthenticated('Please sign in to see your visits and bills.');
    return new OwnerData(db, db, ownerId);
  }

  /** Rows of a statement whose $1 is the owner's id; further parameters start at $2. */
  async rows<T>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    if (!USES_OWNER.test(sql)) throw new Error('Owner-scoped SQL must filter on $1 (the owner id).');
    const result: unknown = await this.runner.query(sql, [this.ownerId, ...params]);
    // TypeORM answers UPDATE and DELETE with [rows, affected count]; SELECT and INSERT with the rows.
    if (
      Array.isArray(result) &&
      result.length === 2 &&
      Array.isArray(result[0]) &&
      typeof result[1] === 'number'
    )
      return result[0] as T[];
    return result as T[];
  }

  /** The first row, or null. */
  async one<T>(sql: string, params: readonly unknown[] = []): Promise<T | null> {
    return (await this.rows<T>(sql, params))[0] ?? null;
  }

  /**
   * Hands this access's connection (the open transaction, if any) and owner to another library's
   * repository, which scopes its own statements by owner (file_item: @fp/storage fileItems).
   */
  withOwner<T>(fn: (q: DataSource | EntityManager, ownerId: string) => Promise<T>): Promise<T> {
    return fn(this.source, this.ownerId);
  }

  /** Runs `fn` in one transaction, with the same owner. Nested calls reuse the open transaction. */
  async transaction<T>(fn: (tx: OwnerData) => Promise<T>): Promise<T> {
    if ('queryRunner' in this.source && this.source.queryRunner?.isTransactionActive) return fn(this);
    const db = this.source as DataSource;
    return db.transaction((manager) => fn(new OwnerData(manager, manager, this.ownerId)));
  }
}
