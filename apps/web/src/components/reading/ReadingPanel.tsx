/**
 * The reading of a form's bills (issue 30), inside the form: each PDF, PNG or JPEG is read on the server
 * (readFile), its progress shown (fileReading, polled), then what was read: the hospital and its directory
 * match, the lines worth asking about, and "Fill in from <file>", which fills the form's fields from the
 * reading (the form's own `fill`, built on applyReading), marks each field with where it was read (the
 * form kit's read marks) and lists them. Nothing is saved until the user saves the form.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { useFormikContext } from 'formik';
import { useCallback, useEffect, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { displayPlace } from '@fp/domain';
import { SPACE } from '../text';
import { graphql } from '../../__generated__';
import type { FileReadingQuery as FileReadingAnswer } from '../../__generated__/graphql';
import { useSetReadMarks } from '../forms';
import { marksOf, type Filled, type NoteIntl, type ReadNote, type ReadingForForm } from './apply-reading';
import { ReadLinesTable } from './ReadLinesTable';
import './reading.css';

// Starts the reading; what was read comes from the query below (one selection, under the cost limit).
const ReadFile = graphql(`
  mutation ReadFile($fileId: ID!) {
    readFile(fileId: $fileId) {
      fileId
      status
    }
  }
`);

/** The reading as the panel shows it, polled while it goes on. */
const FileReadingQuery = graphql(`
  query FileReading($fileId: ID!) {
    fileReading(fileId: $fileId) {
      fileId
      fileName
      status
      pagesDone
      pagesTotal
      error
      bill {
        layout
        method
        pages
        hospital {
          value {
            printedName
            ccn
            matchedName
            matchedCity
            matchedState
          }
          page
          line
          confidence
        }
        statementDate {
          value
          page
          line
          confidence
        }
        admissionDate {
          value
          page
          line
          confidence
        }
        dischargeDate {
          value
          page
          line
          confidence
        }
        totalChargesCents {
          value
          page
          line
          confidence
        }
        insurancePaidCents {
          value
          page
          line
          confidence
        }
        insuranceAdjustedCents {
          value
          page
          line
          confidence
        }
        patientResponsibilityCents {
          value
          page
          line
          confidence
        }
        drg {
          value
          page
          line
          confidence
        }
        insurer {
          value
          page
          line
          confidence
        }
        lines {
          date
          revenueCode
          code
          description
          quantity
          amountCents
          page
          line
          confidence
        }
      }
      findings {
        kind
        text
        amountCents
      }
    }
  }
`);

type Reading = NonNullable<FileReadingAnswer['fileReading']>;

/** The files a bill can be read from. */
export const READABLE = /\.(pdf|png|jpe?g)$/i;
const LAYOUT = defineMessages({
  SUMMARY: { id: 'reading.layout.summary', defaultMessage: 'a summary statement' },
  ITEMIZED: { id: 'reading.layout.itemized', defaultMessage: 'an itemized bill' },
  UB04: { id: 'reading.layout.ub04', defaultMessage: 'a UB-04 claim form' },
  EOB: { id: 'reading.layout.eob', defaultMessage: 'an explanation of benefits' },
  UNKNOWN: { id: 'reading.layout.unknown', defaultMessage: 'a bill of a layout not recognised' },
  other: { id: 'reading.layout.other', defaultMessage: 'a bill' },
});
const layoutOf = (layout: string) =>
  layout in LAYOUT && layout !== 'other' ? LAYOUT[layout as keyof typeof LAYOUT] : LAYOUT.other;

/** A file's name, data shown as written. */
const fileName = (name: string) => <span translate="no">{name}</span>;
const strongName = (name: string) => <strong translate="no">{name}</strong>;

/** Files as the API lists them (FileItem), each once, as the panel takes them: a bill's, then its visit's. */
export function filesToRead(...lists: readonly (readonly { id: string; text: string }[])[]) {
  return [...new Map(lists.flat().map((f) => [f.id, { id: f.id, name: f.text }])).values()];
}

export interface ReadingPanelProps<V> {
  files: readonly { id: string; name: string }[];
  /** The form's values filled in from a reading (its mapping, built on applyReading), notes by `intl`. */
  fill: (reading: ReadingForForm, values: V, intl: NoteIntl) => Filled<V>;
  /** The form's save button, as the note names it ("Submit", "Save bill"), in the page's language. */
  saveLabel: string;
  /**
   * 'auto' reads each file at once (just uploaded); 'ask' shows a file's reading when it has one and
   * otherwise offers to read it (files already saved, opened in an edit form).
   */
  start?: 'auto' | 'ask';
  /** Show the itemized lines read, as a table to check against the paper bill. */
  showLines?: boolean;
  title?: string;
}

export function ReadingPanel<V extends object>({ files, title, ...rest }: ReadingPanelProps<V>) {
  const intl = useIntl();
  const readable = files.filter((f) => READABLE.test(f.name));
  if (!readable.length) return null;
  return (
    <section className="reading-panel" aria-labelledby="reading-title">
      <h2 id="reading-title">
        {title ?? intl.formatMessage({ id: 'reading.panel.title', defaultMessage: 'Read from your files' })}
      </h2>
      {readable.map((f) => (
        <FileReadingRow key={f.id} fileId={f.id} name={f.name} {...rest} />
      ))}
    </section>
  );
}

function FileReadingRow<V extends object>({
  fileId,
  name,
  start: when = 'auto',
  ...rest
}: { fileId: string; name: string } & Omit<ReadingPanelProps<V>, 'files' | 'title'>) {
  const [start, started] = useMutation(ReadFile);
  const { data, loading, startPolling, stopPolling, refetch } = useQuery(FileReadingQuery, {
    variables: { fileId },
  });
  const begin = useCallback(
    () =>
      start({ variables: { fileId } })
        .then(() => refetch())
        .catch(() => undefined),
    [fileId, start, refetch],
  );
  useEffect(() => {
    if (when === 'auto') void begin();
  }, [begin, when]);
  const reading = data?.fileReading ?? undefined;
  const finished = reading?.status === 'DONE' || reading?.status === 'FAILED';
  const waiting = when === 'auto' || Boolean(reading) || started.called;
  useEffect(() => {
    if (finished || !waiting) stopPolling();
    else startPolling(1500);
    return () => stopPolling();
  }, [finished, waiting, startPolling, stopPolling]);

  if (started.error)
    return (
      <p className="alert alert-error" role="alert">
        <FormattedMessage
          id="reading.status.startFailed"
          defaultMessage="{name}: {error}"
          values={{ name: fileName(name), error: started.error.message }}
        />
      </p>
    );
  if (!reading && !waiting && !loading)
    return (
      <p className="reading-status">
        <FormattedMessage
          id="reading.status.notRead"
          defaultMessage="{name} has not been read yet."
          values={{ name: fileName(name) }}
        />
        {SPACE}
        <button type="button" className="button secondary" onClick={() => void begin()}>
          <FormattedMessage
            id="reading.status.read"
            defaultMessage="Read {name}"
            values={{ name: fileName(name) }}
          />
        </button>
      </p>
    );
  if (!reading || reading.status === 'QUEUED')
    return (
      <p className="reading-status" role="status">
        <FormattedMessage
          id="reading.status.waiting"
          defaultMessage="Waiting to read {name}…"
          values={{ name: fileName(name) }}
        />
      </p>
    );
  if (reading.status === 'READING' || reading.status === 'FAILED')
    return <ReadingUnderWay reading={reading} name={name} />;
  return <ReadResult reading={reading} {...rest} />;
}

/** A reading going on (its page), or one that failed (the server's reason). */
function ReadingUnderWay({ reading, name }: { reading: Reading; name: string }) {
  const intl = useIntl();
  if (reading.status === 'READING')
    return (
      <p className="reading-status" role="status">
        {reading.pagesTotal ? (
          <FormattedMessage
            id="reading.status.readingPage"
            defaultMessage="Reading {name}: page {page} of {pages}"
            values={{
              name: fileName(name),
              page: Math.min(reading.pagesDone + 1, reading.pagesTotal),
              pages: reading.pagesTotal,
            }}
          />
        ) : (
          <FormattedMessage
            id="reading.status.reading"
            defaultMessage="Reading {name}…"
            values={{ name: fileName(name) }}
          />
        )}
        {SPACE}
        <progress
          max={reading.pagesTotal ?? 1}
          value={reading.pagesDone}
          aria-label={intl.formatMessage(
            { id: 'reading.status.progress', defaultMessage: 'Reading {name}' },
            { name },
          )}
        />
      </p>
    );
  if (reading.status === 'FAILED')
    return (
      <p className="alert alert-error" role="alert" data-testid="reading-failed">
        <FormattedMessage
          id="reading.status.failed"
          defaultMessage="{name} could not be read."
          values={{ name: fileName(name) }}
        />
        {SPACE}
        {reading.error}
      </p>
    );
  return null;
}

/** What the file was read as (layout, pages, lines) and the hospital printed on it. */
function ReadSummary({ reading, bill }: { reading: Reading; bill: NonNullable<Reading['bill']> }) {
  const intl = useIntl();
  const h = bill.hospital?.value;
  return (
    <>
      <p>
        <FormattedMessage
          id="reading.result.summary"
          defaultMessage="Read {name}: {layout}, {pages, plural, one {# page} other {# pages}}{ocr, select, yes { (from the picture: check the figures)} other {}}, {lines, plural, one {# line} other {# lines}}."
          values={{
            name: strongName(reading.fileName),
            layout: intl.formatMessage(layoutOf(bill.layout)),
            pages: bill.pages,
            ocr: bill.method === 'OCR' ? 'yes' : 'no',
            lines: bill.lines.length,
          }}
        />
      </p>
      {h ? (
        <p data-testid="reading-hospital">
          <FormattedMessage
            id="reading.result.hospital"
            defaultMessage="Hospital on the bill: {printed}."
            values={{ printed: fileName(h.printedName) }}
          />
          {SPACE}
          {h.matchedName ? (
            <FormattedMessage
              id="reading.result.matched"
              defaultMessage="In the directory as {name}{place} (CCN {ccn})."
              values={{
                name: strongName(h.matchedName),
                // Two hospitals may share a name (St. Luke's Regional Medical Center in Boise and in Sioux
                // City): the place says which one the bill was matched to.
                place:
                  h.matchedCity && h.matchedState
                    ? `, ${displayPlace(h.matchedCity)}, ${h.matchedState}`
                    : '',
                ccn: fileName(h.ccn ?? ''),
              }}
            />
          ) : (
            <FormattedMessage
              id="reading.result.notMatched"
              defaultMessage="Not found in the hospital directory: it is filled in as printed."
            />
          )}
        </p>
      ) : null}
    </>
  );
}

function ReadResult<V extends object>({
  reading,
  fill,
  saveLabel,
  showLines,
}: { reading: Reading } & Omit<ReadingPanelProps<V>, 'files' | 'title' | 'start'>) {
  const intl = useIntl();
  const { values, setValues } = useFormikContext<V>();
  const setMarks = useSetReadMarks();
  const [notes, setNotes] = useState<ReadNote[] | null>(null);
  const bill = reading.bill;
  if (!bill) return null;
  const onFill = () => {
    const filled = fill(bill, values, intl);
    void setValues(filled.values, true);
    setNotes(filled.notes);
    setMarks(marksOf(filled.notes, filled.values));
  };
  return (
    <div className="reading-result" data-testid="reading-result">
      <ReadSummary reading={reading} bill={bill} />
      {reading.findings.length ? (
        <div className="reading-findings">
          <p>
            <FormattedMessage
              id="reading.result.findings"
              defaultMessage="<strong>{count, plural, one {One thing} other {# things}} worth asking the billing office about</strong> (they are in the bill check once you save):"
              values={{ count: reading.findings.length, strong: (chunks) => <strong>{chunks}</strong> }}
            />
          </p>
          <ul data-testid="reading-findings">
            {reading.findings.map((f, i) => (
              <li key={i}>{f.text}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="muted">
          <FormattedMessage
            id="reading.result.nothing"
            defaultMessage="Nothing in its lines stood out (duplicates, dates outside the stay, quantities)."
          />
        </p>
      )}
      {showLines && bill.lines.length ? (
        <ReadLinesTable lines={bill.lines} fileName={reading.fileName} />
      ) : null}
      <p className="actions">
        <button type="button" className="button secondary" onClick={onFill}>
          <FormattedMessage
            id="reading.result.fill"
            defaultMessage="Fill in from {name}"
            values={{ name: fileName(reading.fileName) }}
          />
        </button>
      </p>
      {notes ? (
        <div role="status" data-testid="reading-notes">
          <p>
            <FormattedMessage
              id="reading.result.filled"
              defaultMessage="Filled in from {name}. Check each field; nothing is saved until you press {save}."
              values={{ name: fileName(reading.fileName), save: saveLabel }}
            />
          </p>
          <ul className="read-notes">
            {notes.map((n, i) => (
              <li key={i} className={n.filled || !n.field ? undefined : 'read-note-missing'}>
                <FormattedMessage
                  id="reading.result.note"
                  defaultMessage="<strong>{label}</strong>: {text}"
                  values={{ label: n.label, text: n.text, strong: (chunks) => <strong>{chunks}</strong> }}
                />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
