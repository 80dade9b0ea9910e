/**
 * The bill types' words (issue 45). A bill keeps its type as the English word of the API's list
 * (options(kind: BILL_TYPE), libs/catalog-db BILL_TYPES): that word is the value saved and sent, and the
 * page shows it in its own language. A type that is not in the list (older free text) is the person's own
 * words and is shown as saved.
 */
import { useCallback } from 'react';
import { defineMessages, useIntl } from 'react-intl';

const BILL_TYPE_LABELS = defineMessages({
  Hospital: { id: 'dashboard.billType.hospital', defaultMessage: 'Hospital' },
  'Emergency room': { id: 'dashboard.billType.emergency', defaultMessage: 'Emergency room' },
  'Urgent care': { id: 'dashboard.billType.urgentCare', defaultMessage: 'Urgent care' },
  'Doctor or specialist': { id: 'dashboard.billType.doctor', defaultMessage: 'Doctor or specialist' },
  Surgeon: { id: 'dashboard.billType.surgeon', defaultMessage: 'Surgeon' },
  Anesthesia: { id: 'dashboard.billType.anesthesia', defaultMessage: 'Anesthesia' },
  'Lab tests': { id: 'dashboard.billType.lab', defaultMessage: 'Lab tests' },
  'Imaging (X-ray, CT, MRI)': {
    id: 'dashboard.billType.imaging',
    defaultMessage: 'Imaging (X-ray, CT, MRI)',
  },
  Pharmacy: { id: 'dashboard.billType.pharmacy', defaultMessage: 'Pharmacy' },
  Ambulance: { id: 'dashboard.billType.ambulance', defaultMessage: 'Ambulance' },
  'Therapy or rehabilitation': {
    id: 'dashboard.billType.therapy',
    defaultMessage: 'Therapy or rehabilitation',
  },
  'Medical equipment': { id: 'dashboard.billType.equipment', defaultMessage: 'Medical equipment' },
  Other: { id: 'dashboard.billType.other', defaultMessage: 'Other' },
});

/** True when `text` is a type of the list (shown translated), false for the person's own words. */
export const isListedBillType = (text: string): text is keyof typeof BILL_TYPE_LABELS =>
  Object.prototype.hasOwnProperty.call(BILL_TYPE_LABELS, text);

/** A saved bill type as the page shows it: the list's types in the page's language, own words as typed. */
export function useBillTypeLabel(): (text: string) => string {
  const intl = useIntl();
  return useCallback(
    (text: string) => (isListedBillType(text) ? intl.formatMessage(BILL_TYPE_LABELS[text]) : text),
    [intl],
  );
}
