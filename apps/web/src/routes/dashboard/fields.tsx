/**
 * Shared fields of the tracker's forms (event, bill, upload, the start-a-bill wizard): a labelled select,
 * money and stay-date fields, the rating, the visit's diagnosis/procedure/condition pickers, and the
 * hospital picker (the provider directory, or free text). Also the conversions between the text people
 * type (dollars, MM/DD/YYYY, picked tag ids) and the API's input (cents, ISO dates, {id, text} tags).
 * Validation is the shared yup schema (@fp/domain) run on the converted input, so the page and the server
 * apply the same rules.
 */
import { useField, useFormikContext } from 'formik';
import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { getFragmentData, graphql, type FragmentType } from '../../__generated__';
import type { OptionKind } from '../../__generated__/graphql';
import {
  displayFacilityName,
  displayPlace,
  parseDateInput,
  recordErrors,
  recordWarnings,
  type OptionValue,
} from '@fp/domain';
import type { AnyObject, ObjectSchema } from 'yup';
import {
  FieldShell,
  MaskedField,
  TagPickerField,
  describedBy,
  useReadMark,
  type PickerOption,
} from '../../components/forms';
import { SPACE } from '../../components/text';
import { Combobox } from '../map/components/Combobox';
import { useDebounced } from '../map/hooks';
import { useBillTypeLabel } from './bill-types';

/** The shared fields' own words (labels a form does not give, hints, the hospital picker's notes). */
const TEXT = defineMessages({
  admitted: { id: 'dashboard.fields.admitted', defaultMessage: 'Admitted' },
  departed: { id: 'dashboard.fields.departed', defaultMessage: 'Departed' },
  billType: { id: 'dashboard.fields.billType', defaultMessage: 'Bill type' },
  pickType: { id: 'dashboard.fields.pickType', defaultMessage: 'Pick a type…' },
  rating: { id: 'dashboard.fields.rating', defaultMessage: 'Your rating of the facility' },
  noRating: { id: 'dashboard.fields.noRating', defaultMessage: 'No rating' },
  hospital: { id: 'dashboard.fields.hospital', defaultMessage: 'Hospital, clinic or doctor' },
  directoryFailed: {
    id: 'dashboard.fields.directoryFailed',
    defaultMessage: 'The hospital directory could not be searched. You can keep typing the name.',
  },
  noMatch: {
    id: 'dashboard.fields.noMatch',
    defaultMessage: 'No hospital in the directory matches. Your text is kept as typed.',
  },
});

const PICKER_TEXT = defineMessages({
  diagnoses: { id: 'dashboard.fields.diagnoses', defaultMessage: 'Diagnoses' },
  procedures: { id: 'dashboard.fields.procedures', defaultMessage: 'Procedures' },
  procedure: { id: 'dashboard.fields.procedurePlaceholder', defaultMessage: 'Procedure' },
  conditions: { id: 'dashboard.fields.conditions', defaultMessage: 'Other conditions' },
  condition: { id: 'dashboard.fields.conditionPlaceholder', defaultMessage: 'Condition' },
});

/** A labelled select bound to formik, in the form kit's field shell. */
export function SelectField({ name, label, children }: { name: string; label: string; children: ReactNode }) {
  const [field, meta] = useField<string>(name);
  const uid = useId();
  const id = `${uid}-${name}`;
  const error = meta.touched ? meta.error : undefined;
  return (
    <FieldShell id={id} label={label} missing={false} error={error}>
      <select
        id={id}
        {...field}
        data-field={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, undefined, error)}
      >
        {children}
      </select>
    </FieldShell>
  );
}

/** Dollars as typed ("1,234.50"); `moneyInput` gives cents. */
export function MoneyField({ name, label, required }: { name: string; label: string; required?: boolean }) {
  return (
    <MaskedField
      name={name}
      label={label}
      mask="money"
      required={required}
      inputMode="decimal"
      autoComplete="off"
    />
  );
}

/**
 * Admission and departure dates side by side (MM/DD/YYYY; `dateInput` gives ISO). Impossible and future
 * dates are the schema's errors; a date more than 10 years ago only gets a warning (recordWarnings).
 */
export function StayDatesFields({ admittedRequired }: { admittedRequired?: boolean }) {
  const { values } = useFormikContext<{ admitted?: string; departed?: string }>();
  const intl = useIntl();
  const warnings = recordWarnings({
    admitted: parseDateInput(values.admitted ?? ''),
    departed: parseDateInput(values.departed ?? ''),
  });
  return (
    <div className="form-row">
      <MaskedField
        name="admitted"
        label={intl.formatMessage(TEXT.admitted)}
        mask="date"
        required={admittedRequired}
        autoComplete="off"
        warning={warnings.admitted}
      />
      <MaskedField
        name="departed"
        label={intl.formatMessage(TEXT.departed)}
        mask="date"
        autoComplete="off"
        warning={warnings.departed}
      />
    </div>
  );
}

/**
 * The bill type, picked from the list (GraphQL `options(kind: BILL_TYPE)`, the spec's select/billType) on
 * every form. A saved value that is not in the list (older free text) stays readable and selected.
 */
export function BillTypeField({ name = 'billType', label }: { name?: string; label?: string }) {
  const [field] = useField<string>(name);
  const intl = useIntl();
  const typeLabel = useBillTypeLabel();
  const { options } = useOptionList('BILL_TYPE');
  const saved = (field.value ?? '').trim();
  const known = !saved || options.some((o) => o.text === saved);
  return (
    <SelectField name={name} label={label ?? intl.formatMessage(TEXT.billType)}>
      <option value="">{intl.formatMessage(TEXT.pickType)}</option>
      {known ? null : (
        <option value={saved}>
          {intl.formatMessage(
            { id: 'dashboard.fields.asSaved', defaultMessage: '{type} (as saved)' },
            { type: saved },
          )}
        </option>
      )}
      {/* The value sent stays the list's word (the API's); the page shows it in its language. */}
      {options.map((o) => (
        <option key={o.id} value={o.text}>
          {typeLabel(o.text)}
        </option>
      ))}
    </SelectField>
  );
}

/**
 * The visitor's rating of the facility, 5 to 1 stars (form value "1"–"5"), or none (""): nothing is
 * chosen until the user picks a rating, and "No rating" takes it back (issue 41).
 */
export function StarsField() {
  const intl = useIntl();
  return (
    <SelectField name="stars" label={intl.formatMessage(TEXT.rating)}>
      <option value="">{intl.formatMessage(TEXT.noRating)}</option>
      {[5, 4, 3, 2, 1].map((n) => (
        <option key={n} value={String(n)}>
          {intl.formatMessage(
            { id: 'dashboard.fields.stars', defaultMessage: '{count, plural, one {# star} other {# stars}}' },
            { count: n },
          )}
        </option>
      ))}
    </SelectField>
  );
}

const VISIT_PICKERS = {
  diagnoses: { label: PICKER_TEXT.diagnoses, placeholder: undefined },
  procedures: { label: PICKER_TEXT.procedures, placeholder: PICKER_TEXT.procedure },
  conditions: { label: PICKER_TEXT.conditions, placeholder: PICKER_TEXT.condition },
} as const;

/** One of a visit's multi-pick, free-text tag lists (diagnoses, procedures, other conditions). */
export function VisitPickerField({
  name,
  options,
  label,
  required,
  note,
}: {
  name: keyof typeof VISIT_PICKERS;
  options: PickerOption[];
  label?: string;
  required?: boolean;
  /** Said after the label from the start (the upload form's Diagnoses rule). */
  note?: string;
}) {
  const preset = VISIT_PICKERS[name];
  const intl = useIntl();
  return (
    <TagPickerField
      name={name}
      label={label ?? intl.formatMessage(preset.label)}
      multiple
      freeText
      required={required}
      note={note}
      options={options}
      placeholder={preset.placeholder ? intl.formatMessage(preset.placeholder) : undefined}
    />
  );
}

const HospitalLookup = graphql(`
  query DirectoryHospitals($query: String!) {
    hospitals(query: $query, limit: 10) {
      id
      name
      city
      state
      zip
      isDemo
    }
  }
`);

/** A hospital picked from the directory, as the form shows it. */
export interface PickedHospital {
  id: string;
  name: string;
  city: string;
  state: string;
}

/** A directory match's place and number, "Austin, TX · CCN 450000" (data: codes are not translated). */
const directoryPlace = (h: { city: string; state: string; id: string }) =>
  `${displayPlace(h.city)}, ${h.state} · CCN ${h.id}`;

/** Typing pause before the directory is asked. */
export const HOSPITAL_DEBOUNCE_MS = 250;

/** The picked hospital (with the way back to free text), or how to pick one. */
function HospitalHint({ picked, onUnpick }: { picked: PickedHospital | null; onUnpick: () => void }) {
  return picked ? (
    <p className="hospital-picked" data-testid="hospital-picked">
      <FormattedMessage
        id="dashboard.fields.picked"
        defaultMessage="From the directory: <strong>{name}</strong>{place} (CCN {ccn})."
        values={{
          name: picked.name,
          place: picked.city ? `, ${picked.city}, ${picked.state}` : '',
          ccn: picked.id,
          strong: (c) => <strong translate="no">{c}</strong>,
        }}
      />
      {SPACE}
      <button type="button" className="link-button" onClick={onUnpick}>
        <FormattedMessage id="dashboard.fields.unpick" defaultMessage="Keep as free text instead" />
      </button>
    </p>
  ) : (
    <p className="field-hint muted">
      <FormattedMessage
        id="dashboard.fields.hospitalHint"
        defaultMessage="Type a name, city or CCN and pick the hospital from the list, or just type a name."
      />
    </p>
  );
}

/**
 * The visit's hospital: type a name, city or CCN and pick it from the provider directory (the form's
 * `providerId` holds its CCN, `providerName` its name), or keep what was typed as free text (no
 * `providerId`). Typing again after a pick drops the pick. Keyboard: arrows move through the matches,
 * Enter picks, Escape closes the list.
 */
export function HospitalField({
  label,
  initial = null,
  idName = 'providerId',
  textName = 'providerName',
  required,
}: {
  label?: string;
  initial?: PickedHospital | null;
  /** Form field holding the picked hospital's CCN ('' for free text). */
  idName?: string;
  /** Form field holding the name, picked or typed. */
  textName?: string;
  required?: boolean;
}) {
  const intl = useIntl();
  const [idField, idMeta, idHelpers] = useField<string>(idName);
  const [textField, textMeta, textHelpers] = useField<string>(textName);
  const [picked, setPicked] = useState<PickedHospital | null>(initial);
  const text = textField.value ?? '';
  const mark = useReadMark(textName, textField.value);
  // A hospital set from outside the list (filled in from a read bill): shown as picked, by the name given.
  useEffect(() => {
    if (idField.value && picked?.id !== idField.value)
      setPicked({ id: idField.value, name: textField.value ?? '', city: '', state: '' });
  }, [idField.value, picked?.id, textField.value]);
  // Such a hospital has its CCN and name only: its place is asked of the directory by the CCN, so the hint
  // says which of two same-named hospitals it is ("St. Luke's Regional Medical Center, Boise, ID").
  const placeOf = idField.value && picked?.id === idField.value && !picked.city ? idField.value : '';
  const { data: placeData } = useQuery(HospitalLookup, { variables: { query: placeOf }, skip: !placeOf });
  useEffect(() => {
    const h = placeData?.hospitals.find((x) => x.id === placeOf);
    const city = h ? displayPlace(h.city) : '';
    // Only with a city to show: an empty one would ask again and set it again, without end.
    if (h && city && picked?.id === h.id && !picked.city) setPicked({ ...picked, city, state: h.state });
  }, [placeData, placeOf, picked]);
  const query = useDebounced(idField.value ? '' : text.trim(), HOSPITAL_DEBOUNCE_MS);
  const { data, loading, error } = useQuery(HospitalLookup, {
    variables: { query },
    skip: query.length < 2,
  });
  const options = !idField.value && query.length >= 2 ? (data?.hospitals ?? []) : [];
  const problem =
    (idMeta.touched || textMeta.touched ? idMeta.error || textMeta.error : undefined) ??
    (error ? intl.formatMessage(TEXT.directoryFailed) : null);
  const unpick = () => {
    void idHelpers.setValue('');
    setPicked(null);
  };
  return (
    <div className="form-field hospital-field">
      <Combobox
        label={label ?? intl.formatMessage(TEXT.hospital)}
        value={text}
        onInputChange={(t) => {
          void textHelpers.setValue(t);
          if (idField.value) unpick();
        }}
        options={options}
        optionKey={(h) => h.id}
        // The directory's capitals ("ST DAVIDS MEDICAL CENTER") shown as the map shows them (one helper,
        // @fp/domain displayFacilityName); the picked name is kept so, for the visit, its to-dos and letter.
        optionText={(h) => displayFacilityName(h.name)}
        renderOption={(h) => (
          <span translate="no">
            {displayFacilityName(h.name)}
            {SPACE}
            <span className="muted small">{directoryPlace(h)}</span>
          </span>
        )}
        onSelect={(h) => {
          const name = displayFacilityName(h.name);
          void idHelpers.setValue(h.id);
          void textHelpers.setValue(name);
          setPicked({ id: h.id, name, city: displayPlace(h.city), state: h.state });
        }}
        onAbandon={() => void textHelpers.setTouched(true)}
        loading={loading}
        error={problem}
        emptyText={
          // Only once the directory answered for what is in the box (not while typing, not after a pick).
          !idField.value && data && !loading && query === text.trim()
            ? intl.formatMessage(TEXT.noMatch)
            : undefined
        }
        inputTestId="hospital-input"
        dataField={textName}
        required={required}
        hint={
          <>
            <HospitalHint picked={idField.value ? picked : null} onUnpick={unpick} />
            {mark ? <p className="field-hint">{mark}</p> : null}
          </>
        }
      />
    </div>
  );
}

export { dateInput, dateText, moneyInput, moneyText, starsInput, starsText } from './form-values';

const OptionsQuery = graphql(`
  query DashboardOptions($kind: OptionKind!) {
    options(kind: $kind) {
      id
      text
    }
  }
`);

/**
 * A picker's option list (the catalogue's, plus what the record already holds, so its tags show) and the
 * way back from picked ids to {id, text} (a typed tag's id is its text).
 */
export function useOptionList(kind: OptionKind, current: readonly OptionValue[] = []) {
  const { data } = useQuery(OptionsQuery, { variables: { kind } });
  return useMemo(() => {
    const byId = new Map<string, PickerOption>();
    for (const o of data?.options ?? []) byId.set(o.id, { id: o.id, text: o.text });
    // Tags the record holds that the list does not: the person's own words (spec §4: id = text).
    for (const o of current) {
      if (!byId.has(o.id)) byId.set(o.id, { id: o.id, text: o.text, own: Boolean(data) && o.id === o.text });
    }
    const options = [...byId.values()];
    const toTags = (ids: readonly string[]): OptionValue[] =>
      ids.map((id) => {
        const o = byId.get(id);
        return o ? { id: o.id, text: o.text } : { id, text: id };
      });
    return { options, toTags };
  }, [data, current]);
}

type ToTags = (ids: readonly string[]) => OptionValue[];

/** The tag lists a visit records, as picked (ids) and as sent ({id, text}). */
export interface VisitTags {
  diagnoses: ToTags;
  procedures: ToTags;
  conditions: ToTags;
}

const NO_TAGS: readonly OptionValue[] = [];

/** What a saved visit's three pickers start from (the `current` of useVisitPickers). */
export const VisitPicksFragment = graphql(`
  fragment VisitPicks on Event {
    diagnoses {
      id
      text
    }
    procedures {
      id
      text
    }
    conditions {
      id
      text
    }
  }
`);

/** The picks of a visit read with the VisitPicks fragment. */
export const visitPicks = (event: FragmentType<typeof VisitPicksFragment>) =>
  getFragmentData(VisitPicksFragment, event);

/** The option lists of a visit's three pickers, and the way back from picked ids to tags. */
export function useVisitPickers(current?: {
  diagnoses: readonly OptionValue[];
  procedures: readonly OptionValue[];
  conditions: readonly OptionValue[];
}) {
  const diagnoses = useOptionList('DIAGNOSIS', current?.diagnoses ?? NO_TAGS);
  const procedures = useOptionList('PROCEDURE', current?.procedures ?? NO_TAGS);
  const conditions = useOptionList('CONDITION', current?.conditions ?? NO_TAGS);
  const tags: VisitTags = useMemo(
    () => ({ diagnoses: diagnoses.toTags, procedures: procedures.toTags, conditions: conditions.toTags }),
    [diagnoses, procedures, conditions],
  );
  return { diagnoses, procedures, conditions, tags };
}

/** Runs the shared schema on the converted input and names errors after the form's fields. */
export function validateWith(
  schema: ObjectSchema<AnyObject>,
  input: unknown,
  fieldOf: Record<string, string> = {},
): Record<string, string> {
  const errors = recordErrors(schema, input);
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    const field = fieldOf[path] ?? path.split(/[.[]/)[0];
    out[field] ??= message;
  }
  return out;
}
