// The site's texts: articles, FAQ, about text, messages, e-mails and image metadata.
export * from './articles';
export * from './faq';
export * from './about';
export * from './messages';
export * from './emails';
export * from './images';
export * from './emails-es';
export * from './messages-es';
