import {
  Column,
  Entity,
  Index,
  JoinColumn,
  JoinTable,
  ManyToMany,
  ManyToOne,
  PrimaryColumn,
  Unique,
  type Relation,
} from 'typeorm';
import type { WorkItemData } from '../enums';
import { CategoryEntity } from './category.entity';
import { CodeEntity } from './code.entity';
import { SystemEntity } from './system.entity';

/**
 * A condition a visitor can search for ("Upper Respiratory Infection"). Prices come from the DRGs
 * linked through `diagnosis_code`. The trigram index on name (migration only) backs the autocomplete.
 */
@Entity({ name: 'diagnosis' })
@Unique('uq_diagnosis_slug', ['slug'])
@Index('idx_diagnosis_system', ['systemId'])
export class DiagnosisEntity {
  /** Catalogue id, stable across re-imports. */
  @PrimaryColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'text' })
  slug!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text', nullable: true })
  summary!: string | null;

  @Column({ type: 'boolean', default: true })
  active!: boolean;

  /** Shown first in the condition selector. */
  @Column({ type: 'boolean', default: false })
  common!: boolean;

  /** 0 No, 1 Unlikely, 2 Unlikely but possible, 3 Possible, 4 Yes. */
  @Column({ type: 'smallint', default: 0 })
  hospitalization!: number;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  specialties!: string[];

  @Column({ name: 'icd_codes', type: 'text', array: true, default: () => "'{}'" })
  icdCodes!: string[];

  @Column({ type: 'jsonb', default: () => "'[]'" })
  work!: WorkItemData[];

  @Column({ name: 'system_id', type: 'integer', nullable: true })
  systemId!: number | null;

  @ManyToOne(() => SystemEntity, (s) => s.diagnoses, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'system_id', foreignKeyConstraintName: 'fk_diagnosis_system' })
  system?: Relation<SystemEntity> | null;

  @ManyToMany(() => CodeEntity)
  @JoinTable({
    name: 'diagnosis_code',
    joinColumn: {
      name: 'diagnosis_id',
      referencedColumnName: 'id',
      foreignKeyConstraintName: 'fk_diagnosis_code_diagnosis',
    },
    inverseJoinColumn: {
      name: 'drg',
      referencedColumnName: 'drg',
      foreignKeyConstraintName: 'fk_diagnosis_code_code',
    },
  })
  codes?: Relation<CodeEntity[]>;

  @ManyToMany(() => CategoryEntity, (c) => c.diagnoses)
  @JoinTable({
    name: 'diagnosis_category',
    joinColumn: {
      name: 'diagnosis_id',
      referencedColumnName: 'id',
      foreignKeyConstraintName: 'fk_diagnosis_category_diagnosis',
    },
    inverseJoinColumn: {
      name: 'category_id',
      referencedColumnName: 'slug',
      foreignKeyConstraintName: 'fk_diagnosis_category_category',
    },
  })
  categories?: Relation<CategoryEntity[]>;
}
