import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One imported price file: where the prices came from and how the import went. */
@Entity({ name: 'dataset' })
@Index('idx_dataset_source_year', ['source', 'year'])
export class DatasetEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** Machine name of the source, e.g. "cms-ipps-drg100" or "demo". */
  @Column({ type: 'text' })
  source!: string;

  /** Human-readable name, e.g. "CMS Medicare Inpatient Hospitals - by Provider and Service". */
  @Column({ type: 'text' })
  name!: string;

  /** Data year (fiscal or calendar, as the source states it). */
  @Column({ type: 'integer' })
  year!: number;

  @Column({ name: 'file_name', type: 'text' })
  fileName!: string;

  /** SHA-256 of the file, hex. */
  @Column({ type: 'text' })
  checksum!: string;

  @Column({ name: 'rows_read', type: 'integer', default: 0 })
  rowsRead!: number;

  @Column({ name: 'rows_imported', type: 'integer', default: 0 })
  rowsImported!: number;

  @Column({ name: 'rows_skipped', type: 'integer', default: 0 })
  rowsSkipped!: number;

  /** Made-up demo data, never shown as real prices. */
  @Column({ name: 'is_demo', type: 'boolean', default: false })
  isDemo!: boolean;

  @CreateDateColumn({ name: 'imported_at', type: 'timestamptz' })
  importedAt!: Date;
}
