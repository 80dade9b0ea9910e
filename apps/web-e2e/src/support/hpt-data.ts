/**
 * Temporary: playwright.config.ts (edited by another branch of issue 26) still imports this path.
 * Delete this file once it imports './src/support/price-file-data'.
 */
export { PRICE_FILE_DATA as HPT_DATA } from './price-file-data';
