/**
 * The form kit: fields for formik forms checked by the shared yup schemas, the tag picker, masked inputs,
 * form-level helpers, and paged or infinite lists. See the README's "I want to… add a form".
 */
export {
  FieldShell,
  TextField,
  MaskedField,
  TagPickerField,
  CheckboxField,
  maskedValue,
  hasError,
  describedBy,
} from './fields';
export { ReadMarksScope, useReadMark, useSetReadMarks, type ReadMark } from './read-marks';
export { useValidationText, usePasswordHint } from './validation-text';
export { FocusFirstError, FormStatus, showProblem, useSubmitGuard } from './form-state';
export { MaskedInput, type MaskedInputProps } from './MaskedInput';
export {
  TagPicker,
  SEARCH_DEBOUNCE_MS,
  DIAGNOSIS_DEBOUNCE_MS,
  PICKER_FAILURE,
  type TagPickerProps,
} from './TagPicker';
export { useOptionList } from './use-option-list';
export type { OptionLoader } from './use-picker-options';
export { filterOptions, splitMatch, MAX_SUGGESTIONS, type PickerOption } from './match';
export { EmptyText } from './EmptyText';
export { PagedTable, type Column, type PagedTableProps } from './PagedTable';
export { InfiniteList, VIRTUALIZE_FROM, type InfiniteListProps } from './InfiniteList';
export {
  PAGE_SIZE,
  MAX_RESULT_COUNT,
  EMPTY_TABLE_TEXT,
  INFINITE_SCROLL_THRESHOLD_PX,
  cappedCount,
  pageCount,
  pagePath,
  parsePageParams,
  nearBottom,
  nextOffset,
  offsetHitsPolicy,
  type PageState,
  type SortDirection,
} from './paging';
export { legacyFormData, legacyFormParams } from './legacy';
