/**
 * The event (visit) form's values (the text as typed), their conversion to the API's EventInput, and
 * "Fill in from <file>" (issue 30): the hospital and the stay's dates from a bill of the visit. The rule for
 * what is filled (read surely enough, else left for the user with a note) is applyReading's.
 */
import { defineMessages } from 'react-intl';
import type { OptionValue } from '@fp/domain';
import {
  applyReading,
  dollars,
  ENGLISH_NOTES,
  type Filled,
  type NoteIntl,
  type ReadingForForm,
  shownDate,
  takeInsurer,
} from '../../components/reading/apply-reading';
import { dateInput, starsInput } from './form-values';
import type { VisitTags } from './fields';

export interface EventValues {
  name: string;
  providerName: string;
  /** CCN of the hospital picked from the directory; empty for free text. */
  providerId: string;
  diagnoses: string[];
  procedures: string[];
  conditions: string[];
  admitted: string;
  departed: string;
  stars: string;
  body: string;
  insurance: string;
}

export const NO_VISIT_TAGS: {
  diagnoses: OptionValue[];
  procedures: OptionValue[];
  conditions: OptionValue[];
} = {
  diagnoses: [],
  procedures: [],
  conditions: [],
};

export const EMPTY_EVENT: EventValues = {
  name: '',
  providerName: '',
  providerId: '',
  diagnoses: [],
  procedures: [],
  conditions: [],
  admitted: '',
  departed: '',
  stars: '',
  body: '',
  insurance: '',
};

export const eventInput = (v: EventValues, tags: VisitTags, id?: string) => ({
  ...(id ? { id } : {}),
  name: v.name.trim(),
  providerName: v.providerName.trim() || null,
  providerId: v.providerId || null,
  diagnoses: tags.diagnoses(v.diagnoses),
  procedures: tags.procedures(v.procedures),
  conditions: tags.conditions(v.conditions),
  admitted: dateInput(v.admitted),
  departed: dateInput(v.departed),
  stars: starsInput(v.stars),
  body: v.body.trim() || null,
  insurance: v.insurance.trim() || null,
});

/** How the reading's notes name the event form's fields (and the bill total it has no field for). */
export const READ_LABELS = defineMessages({
  hospital: { id: 'visits.read.hospital', defaultMessage: 'Hospital' },
  admitted: { id: 'visits.read.admitted', defaultMessage: 'Admitted' },
  departed: { id: 'visits.read.departed', defaultMessage: 'Departed' },
  total: { id: 'visits.read.total', defaultMessage: 'Total charges' },
  insurance: { id: 'visits.form.insurance', defaultMessage: 'Insurance company' },
});

/**
 * The visit's fields from a reading: the hospital (the directory's match, or the name as printed) and the
 * admission and discharge dates. The bill's figures belong to a bill: said here, filled in on the bill form.
 */
export function eventValuesFromReading(
  reading: ReadingForForm,
  current: EventValues,
  intl: NoteIntl = ENGLISH_NOTES,
): Filled<EventValues> {
  const label = (m: keyof typeof READ_LABELS) => intl.formatMessage(READ_LABELS[m]);
  return applyReading(
    current,
    (take, also) => {
      take(
        'providerName',
        label('hospital'),
        reading.hospital,
        (h) => h.matchedName ?? h.printedName,
        (v, h) => {
          v.providerName = h.matchedName ?? h.printedName;
          v.providerId = h.matchedName && h.ccn ? h.ccn : '';
        },
      );
      take(
        'admitted',
        label('admitted'),
        reading.admissionDate,
        shownDate,
        (v, d) => (v.admitted = shownDate(d)),
      );
      take(
        'departed',
        label('departed'),
        reading.dischargeDate,
        shownDate,
        (v, d) => (v.departed = shownDate(d)),
      );
      takeInsurer(take, label('insurance'), reading);
      also(label('total'), reading.totalChargesCents, dollars);
    },
    intl,
  );
}
