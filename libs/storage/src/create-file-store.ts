import { LocalFileStore } from './local-file-store';
import { S3FileStore, type S3StoreConfig } from './s3-file-store';
import type { FileStore } from './file-store';

export interface FileStoreConfig {
  filesDir: string;
  s3?: S3StoreConfig;
}

/** S3 when a bucket is configured, otherwise the local folder. */
export function createFileStore(cfg: FileStoreConfig): FileStore {
  return cfg.s3 ? new S3FileStore(cfg.s3) : new LocalFileStore(cfg.filesDir);
}
