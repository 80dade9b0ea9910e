import { Column, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * A hospital or other provider, keyed by its CMS Certification Number (CCN, 6 characters for
 * hospitals, zero-padded). The radius search uses the GiST index `idx_provider_earth` on
 * ll_to_earth(lat, lng), created in the migration (TypeORM cannot declare expression indexes).
 */
@Entity({ name: 'provider' })
@Index('idx_provider_state_city', ['state', 'city'])
export class ProviderEntity {
  @PrimaryColumn({ type: 'varchar', length: 10 })
  id!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text' })
  address!: string;

  @Column({ type: 'text' })
  city!: string;

  /** USPS state code, upper case. */
  @Column({ type: 'char', length: 2 })
  state!: string;

  /** 5-digit ZIP code, zero-padded. */
  @Column({ type: 'varchar', length: 5 })
  zip!: string;

  @Column({ type: 'text', nullable: true })
  phone!: string | null;

  @Column({ type: 'double precision', nullable: true })
  lat!: number | null;

  @Column({ type: 'double precision', nullable: true })
  lng!: number | null;

  @Column({ name: 'is_demo', type: 'boolean', default: false })
  isDemo!: boolean;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
