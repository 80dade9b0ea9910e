export {
  ByteLimit,
  FileTooLargeError,
  ObjectNotFoundError,
  assertValidKey,
  type FileStore,
  type PutOptions,
  type StoredObject,
} from './file-store';
export { LocalFileStore } from './local-file-store';
export { sweepLeftovers, TUS_DIR, TUS_EXPIRY_MS } from './leftovers';
export { S3FileStore, type S3StoreConfig } from './s3-file-store';
export { createFileStore, type FileStoreConfig } from './create-file-store';
export { contentDisposition } from './content-disposition';
export { sanitizeFileName, MAX_FILE_NAME_LENGTH } from './file-name';
export {
  sniffType,
  ALLOWED_TYPES,
  ALLOWED_TYPE_NAMES,
  SNIFF_BYTES,
  type FileKind,
  type SniffedType,
} from './sniff';
export { TypeSniffer, FileTypeError, EmptyFileError } from './type-sniffer';
export { fileItems, type FileItemsQueryable, type NewFileItem } from './file-items.repository';
export {
  FilesService,
  UploadRejectedError,
  DEFAULT_MAX_FILE_BYTES,
  FILE_TYPE_MESSAGE,
  formatLimit,
  quotaMessage,
  tooLargeMessage,
  type FilesOptions,
  type SweepReport,
  type UploadInput,
} from './files.service';
export { runFilesSweep, sweepFiles, type FullSweepReport } from './files-sweeper';
export { DiskPartialUploads, type PartialUpload, type PartialUploads } from './partial-uploads';
export {
  createResumableUploads,
  type ResumableUploads,
  type ResumableUploadsConfig,
} from './resumable-uploads';
export { PgUploadLocker, UPLOAD_BUSY, type UploadLockerOptions } from './upload-locker';
