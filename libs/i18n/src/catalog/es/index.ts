// The Spanish catalogue, one file per part of the site (the first word of each id), so that work on
// different screens does not meet in one file. tools/i18n-catalog.ts checks that each id is in its part's file.
import account from './account.json';
import billCheck from './billCheck.json';
import blog from './blog.json';
import categories from './categories.json';
import common from './common.json';
import contact from './contact.json';
import error from './error.json';
import faq from './faq.json';
import forms from './forms.json';
import home from './home.json';
import layout from './layout.json';
import legal from './legal.json';
import letter from './letter.json';
import map from './map.json';
import procedures from './procedures.json';
import reading from './reading.json';
import settings from './settings.json';
import systems from './systems.json';
import upload from './upload.json';
import validation from './validation.json';

const es: Record<string, string> = {
  ...account,
  ...billCheck,
  ...blog,
  ...categories,
  ...common,
  ...contact,
  ...error,
  ...faq,
  ...forms,
  ...home,
  ...layout,
  ...legal,
  ...letter,
  ...map,
  ...procedures,
  ...reading,
  ...settings,
  ...systems,
  ...upload,
  ...validation,
};
export default es;
