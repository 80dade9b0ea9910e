/** Test support (import from '@fp/importer/testing'): write small zips, read a zip into memory. */
export { makeZip, type ZipEntryInput } from './zip-writer';
export { readZip } from './zip-reader';
