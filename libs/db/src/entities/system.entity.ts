import { Column, Entity, OneToMany, PrimaryColumn, type Relation } from 'typeorm';
import { DiagnosisEntity } from './diagnosis.entity';

/** A body system: one MS-DRG Major Diagnostic Category; the id is the MDC number (1-25). */
@Entity({ name: 'system' })
export class SystemEntity {
  @PrimaryColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'text' })
  name!: string;

  /** Image URL or path shown on the home page tile. */
  @Column({ type: 'text', nullable: true })
  image!: string | null;

  @Column({ type: 'boolean', default: true })
  active!: boolean;

  @OneToMany(() => DiagnosisEntity, (d) => d.system)
  diagnoses?: Relation<DiagnosisEntity[]>;
}
