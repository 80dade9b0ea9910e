// Seed content for the site: articles, FAQ, about text, messages and image metadata.
export * from './articles';
export * from './faq';
export * from './about';
export * from './messages';
export * from './images';
