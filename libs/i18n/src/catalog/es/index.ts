// The Spanish catalogue, one file per part of the site (the first word of each id), so that work on
// different screens does not meet in one file. tools/i18n-catalog.ts checks that each id is in its part's file.
import home from './home.json';
import layout from './layout.json';
import map from './map.json';

const es: Record<string, string> = { ...home, ...layout, ...map };
export default es;
