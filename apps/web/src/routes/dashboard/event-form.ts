/**
 * The event (visit) form's values (the text as typed), their conversion to the API's EventInput, and
 * "Fill in from <file>" (issue 30): the hospital and the stay's dates from a bill of the visit. The rule for
 * what is filled (read surely enough, else left for the user with a note) is applyReading's.
 */
import type { OptionValue } from '@fp/domain';
import {
  applyReading,
  dollars,
  type Filled,
  type ReadingForForm,
  shownDate,
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

/**
 * The visit's fields from a reading: the hospital (the directory's match, or the name as printed) and the
 * admission and discharge dates. The bill's figures belong to a bill: said here, filled in on the bill form.
 */
export function eventValuesFromReading(reading: ReadingForForm, current: EventValues): Filled<EventValues> {
  return applyReading(current, (take, also) => {
    take(
      'providerName',
      'Hospital',
      reading.hospital,
      (h) => h.matchedName ?? h.printedName,
      (v, h) => {
        v.providerName = h.matchedName ?? h.printedName;
        v.providerId = h.matchedName && h.ccn ? h.ccn : '';
      },
    );
    take('admitted', 'Admitted', reading.admissionDate, shownDate, (v, d) => (v.admitted = shownDate(d)));
    take('departed', 'Departed', reading.dischargeDate, shownDate, (v, d) => (v.departed = shownDate(d)));
    also('Total charges', reading.totalChargesCents, dollars);
  });
}
