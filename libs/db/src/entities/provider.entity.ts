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

  /** 'zip' (ZIP centroid), 'address' (geocoded address) or 'building' (HIFLD building point). */
  @Column({ name: 'location_precision', type: 'text', nullable: true })
  locationPrecision!: 'zip' | 'address' | 'building' | null;

  // From the shipped hospital directory (data/hospitals): null for a provider outside it.
  @Column({ type: 'text', nullable: true })
  website!: string | null;

  /** CMS hospital type, e.g. 'Critical Access Hospitals'. */
  @Column({ name: 'hospital_type', type: 'text', nullable: true })
  hospitalType!: string | null;

  /** CMS ownership, e.g. 'Voluntary non-profit - Private'. */
  @Column({ type: 'text', nullable: true })
  ownership!: string | null;

  @Column({ name: 'emergency_services', type: 'boolean', nullable: true })
  emergencyServices!: boolean | null;

  /** CMS Care Compare overall star rating, 1..5. */
  @Column({ name: 'star_rating', type: 'smallint', nullable: true })
  starRating!: number | null;

  @Column({ name: 'star_rating_as_of', type: 'date', nullable: true })
  starRatingAsOf!: string | null;

  @Column({ name: 'birthing_friendly', type: 'boolean', nullable: true })
  birthingFriendly!: boolean | null;

  @Column({ type: 'integer', nullable: true })
  beds!: number | null;

  /** The directory version that wrote these columns (see the HospitalDirectory migration). */
  @Column({ name: 'directory_source', type: 'text', nullable: true })
  directorySource!: string | null;

  @Column({ name: 'is_demo', type: 'boolean', default: false })
  isDemo!: boolean;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
