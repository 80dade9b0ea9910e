/**
 * @fp/site-text: the site's own fixed texts, shared by the API and the web app: articles shipped with the
 * blog, FAQ, about and home texts, e-mail and thank-you messages, plan copy and image metadata. Plain
 * data and small helpers; nothing here reaches the database.
 */
export * from './seed';
export * from './site-text-language';
