import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { BillStatus } from '../enums';

/** One status a bill took, with when (the bill's status history; the first row is its creation). */
@Entity({ name: 'bill_status_change' })
@Index('idx_bill_status_change_bill', ['billId', 'changedAt', 'id'])
export class BillStatusChangeEntity {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id!: number;

  @Column({ name: 'bill_id', type: 'uuid' })
  billId!: string;

  @Column({ name: 'owner_id', type: 'uuid' })
  ownerId!: string;

  @Column({ type: 'text' })
  status!: BillStatus;

  @Column({ name: 'changed_at', type: 'timestamptz', default: () => 'now()' })
  changedAt!: Date;
}
