import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { ImageOrientation } from '../enums';

/** An image in the local image library used by the blog editor's image search. */
@Entity({ name: 'image_item' })
@Index('idx_image_item_site_orientation', ['site', 'orientation'])
export class ImageItemEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** Library or site the image belongs to. */
  @Column({ type: 'text' })
  site!: string;

  @Column({ type: 'text' })
  title!: string;

  /** Search words; GIN-indexed (`idx_image_item_tags`, migration only). */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  tags!: string[];

  @Column({ type: 'text' })
  url!: string;

  @Column({ type: 'text' })
  thumb!: string;

  @Column({ type: 'text' })
  orientation!: ImageOrientation;

  @Column({ type: 'integer' })
  width!: number;

  @Column({ type: 'integer' })
  height!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
