/**
 * /dev/form-kit: every control of the form kit on one page, for developers and the browser tests. Shown
 * only when the server runs in development (`devPages` in the client configuration); in production the
 * address shows the not-found page. The table's pages follow /dev/form-kit/{page}/{order}/{sort}.
 */
import { Form, Formik } from 'formik';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { array, boolean, object, string } from 'yup';
import { flattenBracketed, formats, toLegacyForm, type LegacyFormSpec, type MaskKind } from '@fp/domain';
import { config } from '../../lib/config';
import { usePageMeta } from '../../lib/meta';
import type { ScreenProps } from '../../router/RouteView';
import ErrorScreen from '../error/ErrorScreen';
import {
  CheckboxField,
  DIAGNOSIS_DEBOUNCE_MS,
  FocusFirstError,
  FormStatus,
  InfiniteList,
  MaskedField,
  PagedTable,
  TagPickerField,
  TextField,
  maskedValue,
  parsePageParams,
  useOptionList,
  type Column,
  type OptionLoader,
} from '../../components/forms';
import '../account/account.css';

const CLINICS = [
  { id: 'er', text: 'Emergency room' },
  { id: 'urgent', text: 'Urgent care (walk-in)' },
  { id: 'primary', text: 'Primary care' },
  { id: 'lab', text: 'Lab [blood work]' },
  { id: 'imaging', text: 'Imaging: X-ray, CT, MRI' },
];

/** A list that cannot load, to show the picker's failure message. */
const failingList: OptionLoader = () => Promise.reject(new Error('This list is not available.'));

const REQUIRED = 'This field is required.';
const kitSchema = object({
  name: string().trim().required(REQUIRED).max(100),
  email: formats.email().required(REQUIRED),
  phone: formats.phone().required(REQUIRED),
  card: formats.card(),
  amount: formats.money().required(REQUIRED),
  visitDate: formats.usDate().required(REQUIRED),
  slug: formats.slug(),
  code: formats.alphaNumeric(),
  reference: formats.alphaNumericDash(),
  dose: formats.decimal(2),
  visits: formats.number(),
  website: formats.url(),
  ip: formats.ip(),
  clinic: array().of(string().required()).min(1, 'Please choose a clinic.'),
  diagnoses: array().of(string().required()),
  tags: array().of(string().required()),
  billType: array().of(string().required()),
  broken: array().of(string().required()),
  insured: boolean(),
});

type KitValues = {
  name: string;
  email: string;
  phone: string;
  card: string;
  amount: string;
  visitDate: string;
  slug: string;
  code: string;
  reference: string;
  dose: string;
  visits: string;
  website: string;
  ip: string;
  clinic: string[];
  diagnoses: string[];
  tags: string[];
  billType: string[];
  broken: string[];
  insured: boolean;
};

const initialValues: KitValues = {
  name: '',
  email: '',
  phone: '',
  card: '',
  amount: '',
  visitDate: '',
  slug: '',
  code: '',
  reference: '',
  dose: '',
  visits: '',
  website: '',
  ip: '',
  clinic: [],
  diagnoses: [],
  tags: [],
  billType: [],
  broken: [],
  insured: false,
};

const MASKED: [keyof KitValues, MaskKind][] = [
  ['phone', 'phone'],
  ['card', 'card'],
  ['amount', 'money'],
  ['visitDate', 'date'],
  ['slug', 'slug'],
  ['code', 'alphaNumeric'],
  ['reference', 'alphaNumericDash'],
  ['dose', 'decimal'],
  ['visits', 'numbers'],
];

/** How the older site's paths would receive this form (see toLegacyForm). */
const LEGACY: LegacyFormSpec = {
  visitDate: 'date',
  clinic: 'select',
  diagnoses: 'multiselect',
  insured: 'checkbox',
  amount: 'money',
};

export default function FormKitScreen({ match }: ScreenProps) {
  usePageMeta(
    'Form kit (development)',
    'Every control of the FairPrice Health form kit, for developers and tests.',
  );
  if (!config.devPages) return <ErrorScreen />;
  return (
    <section className="page narrow account-page form-kit" aria-labelledby="kit-title">
      <h1 id="kit-title">Form kit</h1>
      <p className="lead">Every form control on one page. Development only.</p>
      <KitForm />
      <KitTable params={match.params} />
      <KitList />
    </section>
  );
}

function KitForm() {
  const [sent, setSent] = useState<string | null>(null);
  const diagnosisList = useOptionList('DIAGNOSIS');
  const billTypeList = useOptionList('BILL_TYPE');
  return (
    <Formik<KitValues>
      initialValues={initialValues}
      validationSchema={kitSchema}
      onSubmit={(values, helpers) => {
        const typed: Record<string, unknown> = { ...values };
        for (const [name, kind] of MASKED) typed[name] = maskedValue(kind, values[name] as string);
        const legacy = toLegacyForm(
          { ...values, clinic: values.clinic[0] ?? null, visitDate: typed.visitDate },
          LEGACY,
        );
        setSent(JSON.stringify({ sent: typed, legacy: flattenBracketed(legacy) }, null, 2));
        helpers.setStatus({
          kind: 'success',
          message: 'The form is valid. What would be sent is shown below.',
        });
      }}
    >
      <Form noValidate aria-labelledby="kit-form-title">
        <h2 id="kit-form-title">A form with every field</h2>
        <FormStatus />
        <FocusFirstError />
        <TextField name="name" label="Full name" required autoComplete="name" />
        <TextField name="email" label="E-mail address" type="email" required autoComplete="email" />
        <MaskedField
          name="phone"
          label="Phone"
          mask="phone"
          required
          hint="10 digits, e.g. (555) 555-0100."
        />
        <MaskedField name="card" label="Card number" mask="card" />
        <MaskedField name="amount" label="Amount billed ($)" mask="money" required />
        <MaskedField name="visitDate" label="Date of the visit" mask="date" required />
        <MaskedField name="slug" label="Page address (slug)" mask="slug" />
        <MaskedField name="code" label="Claim code (letters and digits)" mask="alphaNumeric" />
        <MaskedField name="reference" label="Reference (letters, digits, hyphens)" mask="alphaNumericDash" />
        <MaskedField name="dose" label="Dose (up to 2 decimals)" mask="decimal" maxDecimals={2} />
        <MaskedField name="visits" label="Number of visits" mask="numbers" />
        <TextField name="website" label="Web address" type="url" />
        <TextField name="ip" label="IP address" />
        <TagPickerField
          name="clinic"
          label="Clinic (pick one)"
          options={CLINICS}
          required
          placeholder="Clinic"
        />
        <TagPickerField
          name="diagnoses"
          label="Diagnoses (pick several)"
          multiple
          loadList={diagnosisList}
          searchable
          debounceMs={DIAGNOSIS_DEBOUNCE_MS}
        />
        <TagPickerField
          name="tags"
          label="Your own tags (type and press Enter)"
          multiple
          freeText
          placeholder="Tag"
        />
        <TagPickerField
          name="billType"
          label="Bill type (loaded list, one preselected)"
          loadList={billTypeList}
          preselectId={BILL_TYPE_PRESELECTED}
          placeholder="Bill type"
        />
        <TagPickerField
          name="broken"
          label="Source that fails (shows the failure message)"
          multiple
          loadList={failingList}
          placeholder="Anything"
        />
        <CheckboxField name="insured" label="I have insurance" />
        <p>
          <button type="submit" className="button">
            Check and show what is sent
          </button>
        </p>
        {sent ? (
          <pre className="kit-output" aria-label="What would be sent" tabIndex={0}>
            {sent}
          </pre>
        ) : null}
      </Form>
    </Formik>
  );
}

/** The bill type the JSON-loaded picker starts with. */
const BILL_TYPE_PRESELECTED = 'Hospital';

interface DemoRow {
  id: number;
  name: string;
  total: number;
}
const ROWS: DemoRow[] = Array.from({ length: 37 }, (_, i) => ({
  id: i + 1,
  name: `Demo bill ${String(i + 1).padStart(2, '0')}`,
  total: ((i * 7919) % 5000) + 12.5,
}));
const COLUMNS: Column<DemoRow>[] = [
  { key: 'id', header: 'No.', cell: (r) => r.id, sortable: true },
  { key: 'name', header: 'Bill', cell: (r) => r.name, sortable: true },
  {
    key: 'total',
    header: 'Total',
    cell: (r) => r.total.toLocaleString('en-US', { style: 'currency', currency: 'USD' }),
    sortable: true,
    align: 'end',
  },
];

function KitTable({ params }: { params: string[] }) {
  const [empty, setEmpty] = useState(false);
  const rows = useMemo(() => (empty ? [] : ROWS), [empty]);
  const state = parsePageParams(params, { order: 'id', orders: ['id', 'name', 'total'] }, rows.length);
  const page = useMemo(() => {
    const key = state.order as keyof DemoRow;
    const sorted = [...rows].sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0));
    if (state.sort === 'desc') sorted.reverse();
    return sorted.slice((state.page - 1) * 10, state.page * 10);
  }, [rows, state.order, state.sort, state.page]);
  return (
    <section aria-labelledby="kit-table-title">
      <h2 id="kit-table-title">Paged table</h2>
      <CheckboxLike checked={empty} onChange={setEmpty} label="Show the table with no rows" />
      <PagedTable
        caption="Demo bills"
        columns={COLUMNS}
        rows={page}
        count={rows.length}
        state={state}
        base="dev/form-kit"
      />
    </section>
  );
}

function CheckboxLike({
  checked,
  onChange,
  label,
}: {
  checked: boolean;
  onChange: (v: boolean) => void;
  label: string;
}) {
  return (
    <p className="checkbox-field">
      <input
        id="kit-empty-table"
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label htmlFor="kit-empty-table">{label}</label>
    </p>
  );
}

const LIST_TOTAL = 300;
const LIST_PAGE = 20;

/** An infinite list over a fake source of 300 items, 20 a page, with a short delay like a network call. */
function KitList() {
  const [items, setItems] = useState<{ id: number; text: string }[]>([]);
  const [loading, setLoading] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const loadMore = useCallback(() => {
    setLoading(true);
    timer.current = window.setTimeout(() => {
      setItems((cur) => [
        ...cur,
        ...Array.from({ length: Math.min(LIST_PAGE, LIST_TOTAL - cur.length) }, (_, i) => ({
          id: cur.length + i + 1,
          text: `Visit ${cur.length + i + 1}`,
        })),
      ]);
      setLoading(false);
    }, 150);
  }, []);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return (
    <section aria-labelledby="kit-list-title">
      <h2 id="kit-list-title">Infinite list</h2>
      <InfiniteList
        label="Visits"
        items={items}
        itemKey={(i) => i.id}
        renderItem={(i) => i.text}
        hasMore={items.length < LIST_TOTAL}
        loading={loading}
        loadMore={loadMore}
        estimateSize={42}
        height="16rem"
      />
    </section>
  );
}
