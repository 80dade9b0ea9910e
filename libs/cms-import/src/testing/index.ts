/** Test support (import from '@fp/cms-import/testing'): write small zips, read a zip into memory. */
export { makeZip, type ZipEntryInput } from './zip-writer';
export { readZip } from './zip-reader';
