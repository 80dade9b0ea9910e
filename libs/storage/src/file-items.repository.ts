/**
 * Every write of `file_item` goes through here: a file recorded after its upload, files moved onto an
 * event or a bill (the bill tracker's saves), files removed. Callers pass their transaction's
 * EntityManager (or the DataSource) as `q`, so a write joins the caller's transaction and locks. Every
 * statement is scoped to the owner.
 */
import { In, type DataSource, type EntityManager } from 'typeorm';
import { FileItemEntity } from '@fp/db';
import { notFound } from '@fp/domain';

/** A DataSource or a transaction's EntityManager. */
export type FileItemsQueryable = Pick<DataSource | EntityManager, 'query' | 'getRepository'>;

/** A file's row as recorded after its upload. */
export type NewFileItem = Pick<
  FileItemEntity,
  'ownerId' | 'name' | 'storageKey' | 'ext' | 'size' | 'contentType'
> &
  Partial<Pick<FileItemEntity, 'eventId' | 'billId'>>;

export const fileItems = {
  insert(q: FileItemsQueryable, row: NewFileItem): Promise<FileItemEntity> {
    const repo = q.getRepository(FileItemEntity);
    return repo.save(repo.create(row));
  },

  /**
   * Moves the owner's files onto an event, or onto a bill of that event (a bill's files name its event).
   * NOT_FOUND ("A file") when one of the ids is not a file of the owner's.
   */
  async attach(
    q: FileItemsQueryable,
    ownerId: string,
    fileIds: readonly string[],
    to: { eventId: string; billId?: string },
  ): Promise<void> {
    const result: unknown = await q.query(
      `UPDATE file_item SET event_id = $2, bill_id = $3 WHERE owner_id = $1 AND id = ANY($4::uuid[]) RETURNING id`,
      [ownerId, to.eventId, to.billId ?? null, fileIds],
    );
    // TypeORM answers an UPDATE with [rows, affected count].
    const moved = Array.isArray(result) && Array.isArray(result[0]) ? result[0] : result;
    if ((moved as unknown[]).length !== new Set(fileIds).size) throw notFound('A file');
  },

  /** Removes the owner's rows among `ids` (the stored objects are the caller's to delete). */
  async delete(q: FileItemsQueryable, ownerId: string, ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await q.getRepository(FileItemEntity).delete({ ownerId, id: In([...ids]) });
  },
};
