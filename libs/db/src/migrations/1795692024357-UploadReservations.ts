import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * upload_reservation: bytes promised to an upload in progress (a resumable upload between its creation
 * and its last byte), counted against the owner's quota with the stored files, so unfinished uploads
 * cannot hold more than the quota. Written only by @fp/storage, under a lock on the owner's row. Goes with
 * the account (the stale upload's bytes are then removed by the sweep).
 *
 * job_lease: when a periodic job (the files sweep) last started, so that several API processes sharing
 * one database run it once per period, not once each.
 */
export class UploadReservations1795692024357 implements MigrationInterface {
  name = 'UploadReservations1795692024357';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE upload_reservation (
      upload_id text NOT NULL,
      owner_id uuid NOT NULL,
      bytes bigint NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      CONSTRAINT pk_upload_reservation PRIMARY KEY (upload_id),
      CONSTRAINT fk_upload_reservation_owner FOREIGN KEY (owner_id) REFERENCES app_user(id) ON DELETE CASCADE,
      CONSTRAINT chk_upload_reservation_bytes CHECK (bytes >= 0)
    )`);
    await q.query(`CREATE INDEX idx_upload_reservation_owner ON upload_reservation (owner_id)`);
    await q.query(`CREATE TABLE job_lease (
      name text NOT NULL,
      started_at timestamptz NOT NULL,
      CONSTRAINT pk_job_lease PRIMARY KEY (name)
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS job_lease');
    await q.query('DROP TABLE IF EXISTS upload_reservation');
  }
}
