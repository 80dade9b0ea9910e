// The Spanish catalogue, one file per part of the site (the first word of each id), so that work on
// different screens does not meet in one file. tools/i18n-catalog.ts checks that each id is in its part's file.
import account from './account.json';
import assistance from './assistance.json';
import billCheck from './billCheck.json';
import blog from './blog.json';
import categories from './categories.json';
import common from './common.json';
import contact from './contact.json';
import dashboard from './dashboard.json';
import error from './error.json';
import faq from './faq.json';
import forms from './forms.json';
import help from './help.json';
import home from './home.json';
import layout from './layout.json';
import legal from './legal.json';
import letter from './letter.json';
import map from './map.json';
import procedures from './procedures.json';
import reading from './reading.json';
import refer from './refer.json';
import settings from './settings.json';
import systems from './systems.json';
import todo from './todo.json';
import thankyou from './thankyou.json';
import upload from './upload.json';
import validation from './validation.json';
import visits from './visits.json';

const es: Record<string, string> = {
  ...account,
  ...assistance,
  ...billCheck,
  ...blog,
  ...categories,
  ...common,
  ...contact,
  ...dashboard,
  ...error,
  ...faq,
  ...forms,
  ...help,
  ...home,
  ...layout,
  ...legal,
  ...letter,
  ...map,
  ...procedures,
  ...reading,
  ...refer,
  ...settings,
  ...systems,
  ...todo,
  ...thankyou,
  ...upload,
  ...validation,
  ...visits,
};
export default es;
