/** The bill-reading test corpus (made by code, nothing binary committed), its renderers and its scoring. */
export * from './corpus';
export { renderScanPdf, renderScanPage, renderTextPdf, type DocPage } from './render';
export * from './score';
export * from './attacks';
export { readerProcessesOf } from './reader-processes';
