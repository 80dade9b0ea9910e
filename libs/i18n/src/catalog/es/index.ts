// The Spanish catalogue, one file per part of the site (the first word of each id), so that work on
// different screens does not meet in one file. tools/i18n-catalog.ts checks that each id is in its part's file.
import account from './account.json';
import forms from './forms.json';
import layout from './layout.json';
import reading from './reading.json';
import settings from './settings.json';
import upload from './upload.json';
import validation from './validation.json';

const es: Record<string, string> = {
  ...account,
  ...forms,
  ...layout,
  ...reading,
  ...settings,
  ...upload,
  ...validation,
};
export default es;
