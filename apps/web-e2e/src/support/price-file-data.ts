import path from 'node:path';

/** The shared hospital price files beside the repository (see ../shared/data/SOURCES.md). */
export const PRICE_FILE_DATA = path.resolve(__dirname, '../../../../../shared/data/hpt');
