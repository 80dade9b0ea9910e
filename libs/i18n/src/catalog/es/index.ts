// The Spanish catalogue, one file per part of the site (the first word of each id), so that work on
// different screens does not meet in one file. tools/i18n-catalog.ts checks that each id is in its part's file.
import layout from './layout.json';
import reading from './reading.json';
import upload from './upload.json';

const es: Record<string, string> = { ...layout, ...reading, ...upload };
export default es;
