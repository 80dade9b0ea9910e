/**
 * The site's texts in Spanish (issue 45): the FAQ's questions and answers and the about tabs' bodies. A
 * chunk of its own for the web app (loadSiteText), fetched only by a page shown in Spanish.
 */
export { FAQ_ES } from './faq-es';
export { ABOUT_BODIES_ES } from './about-es';
