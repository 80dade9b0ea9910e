import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import type { CodeType, Complication } from '../enums';
import { numberTransformer } from '../transformers';
import { SystemEntity } from './system.entity';

/** An MS-DRG (Medicare Severity Diagnosis Related Group), keyed by its 3-digit code, e.g. "193". */
@Entity({ name: 'code' })
@Index('idx_code_mdc', ['mdc'])
export class CodeEntity {
  @PrimaryColumn({ type: 'varchar', length: 3 })
  drg!: string;

  /** Official DRG title, e.g. "SIMPLE PNEUMONIA AND PLEURISY WITH MCC". */
  @Column({ type: 'text' })
  title!: string;

  /** MDC number (= system id); null for pre-MDC and ungroupable DRGs. */
  @Column({ type: 'integer', nullable: true })
  mdc!: number | null;

  @ManyToOne(() => SystemEntity, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'mdc', foreignKeyConstraintName: 'fk_code_system' })
  system?: Relation<SystemEntity> | null;

  @Column({ type: 'text' })
  type!: CodeType;

  /** CMS relative weight; numeric(8,4) read back as a number. */
  @Column({
    name: 'relative_weight',
    type: 'numeric',
    precision: 8,
    scale: 4,
    nullable: true,
    transformer: numberTransformer,
  })
  relativeWeight!: number | null;

  @Column({ type: 'text', default: 'none' })
  complication!: Complication;
}
