/** Bill uploads in the browser: resumable tus uploads with progress, the drop zone and the file list. */
export { startTusUpload, uploadMessage, UploadCancelled, TUS_ENDPOINT, type UploadDone } from './tus';
export { useUploads, type UploadItem, type UploadStatus, type UseUploads } from './useUploads';
export { UploadPicker, UploadProgress, UPLOAD_ACCEPT } from './UploadPicker';
export { FileList, FileItemFragment, DELETE_FILE_QUESTION } from './FileList';
export { DAY, formatBytes, formatSpeed, formatTimeLeft } from './format';
export { FilesPanel } from './FilesPanel';
