/** The default place lives in @fp/domain (the web app reads it too); the gazetteer's Austin is that point. */
export { DEFAULT_LOCATION, type DefaultLocation } from '@fp/domain';
