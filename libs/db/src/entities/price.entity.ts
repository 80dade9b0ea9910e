import {
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
  type Relation,
} from 'typeorm';
import { centsTransformer } from '../transformers';
import { CodeEntity } from './code.entity';
import { DatasetEntity } from './dataset.entity';
import { ProviderEntity } from './provider.entity';

/**
 * One published figure: a provider's averages for one DRG in one source year. Re-importing the same
 * source and year upserts on `uq_price_source_year_provider_drg`.
 */
@Entity({ name: 'price' })
@Unique('uq_price_source_year_provider_drg', ['source', 'year', 'providerId', 'drg'])
@Index('idx_price_drg_provider', ['drg', 'providerId'])
@Index('idx_price_dataset', ['datasetId'])
export class PriceEntity {
  /**
   * bigint identity (the modern bigserial). Not the 'increment' strategy: TypeORM turns generated
   * bigint 'increment' ids into strings after insert, while reads give numbers (see data-source.ts).
   */
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'BY DEFAULT' })
  id!: number;

  @Column({ name: 'dataset_id', type: 'uuid' })
  datasetId!: string;

  @ManyToOne(() => DatasetEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'dataset_id', foreignKeyConstraintName: 'fk_price_dataset' })
  dataset?: Relation<DatasetEntity>;

  /** Copied from the dataset so the unique key needs no join. */
  @Column({ type: 'text' })
  source!: string;

  @Column({ type: 'integer' })
  year!: number;

  @Column({ name: 'provider_id', type: 'varchar', length: 10 })
  providerId!: string;

  @ManyToOne(() => ProviderEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'provider_id', foreignKeyConstraintName: 'fk_price_provider' })
  provider?: Relation<ProviderEntity>;

  @Column({ type: 'varchar', length: 3 })
  drg!: string;

  @ManyToOne(() => CodeEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'drg', foreignKeyConstraintName: 'fk_price_code' })
  code?: Relation<CodeEntity>;

  @Column({ type: 'integer' })
  discharges!: number;

  @Column({ name: 'avg_covered_charge_cents', type: 'bigint', transformer: centsTransformer })
  avgCoveredChargeCents!: number;

  @Column({ name: 'avg_total_payment_cents', type: 'bigint', transformer: centsTransformer })
  avgTotalPaymentCents!: number;

  @Column({ name: 'avg_medicare_payment_cents', type: 'bigint', transformer: centsTransformer })
  avgMedicarePaymentCents!: number;

  /** 1-based line in the source file (after the header), for tracing a figure back. */
  @Column({ name: 'source_row', type: 'integer', nullable: true })
  sourceRow!: number | null;
}
