/**
 * Reading an uploaded bill (issue 30): text out of a PDF's text layer (unpdf) or out of a scan or photo
 * (tesseract.js with the English model from @tesseract.js-data/eng, nothing fetched at run time), then the
 * bill's fields out of that text (shapes in libs/domain/src/bill-reading/types.ts). Server only.
 */
export type { BillReading } from '@fp/domain';
