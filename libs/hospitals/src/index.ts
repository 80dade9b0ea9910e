/**
 * @fp/hospitals: the hospital directory (the `provider` table) as people look it up by name, city or CCN,
 * e.g. in the event form's hospital field.
 */
export {
  HospitalDirectoryService,
  HOSPITAL_LOOKUP_LIMITS,
  type DirectoryHospital,
} from './hospital-directory.service';
