/**
 * @fp/hospitals: the hospital directory (the `provider` table) as people look it up by name, city or CCN,
 * e.g. in the event form's hospital field, and the directory shipped in data/hospitals (phone, web site,
 * type, ownership, star rating, building point) that fills it at start.
 */
export {
  HospitalDirectoryService,
  HOSPITAL_LOOKUP_LIMITS,
  STAR_RATING_SOURCE,
  websiteUrl,
  type DirectoryHospital,
  type HospitalFacts,
  type LocationSource,
  type StarRating,
} from './hospital-directory.service';
export {
  DEFAULT_DIRECTORY_FILE,
  DIRECTORY_FIELDS,
  parseHospitalDirectory,
  readHospitalDirectory,
  type CoordinateSource,
  type DirectoryCell,
  type DirectoryFile,
  type DirectoryMeta,
  type HospitalDirectory,
  type HospitalDirectoryRecord,
  type SourceMeta,
} from './directory-file';
export { loadHospitalDirectory, type DirectoryLoadResult } from './directory-load';
