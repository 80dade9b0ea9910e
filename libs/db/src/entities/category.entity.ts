import { Column, Entity, ManyToMany, PrimaryColumn, type Relation } from 'typeorm';
import { DiagnosisEntity } from './diagnosis.entity';

/** A procedure or condition category (e.g. "stroke", "c-section"); the slug is the key. */
@Entity({ name: 'category' })
export class CategoryEntity {
  @PrimaryColumn({ type: 'text' })
  slug!: string;

  @Column({ type: 'text' })
  name!: string;

  /** Icon URL or icon name for the category grid. */
  @Column({ type: 'text', nullable: true })
  icon!: string | null;

  @ManyToMany(() => DiagnosisEntity, (d) => d.categories)
  diagnoses?: Relation<DiagnosisEntity[]>;
}
