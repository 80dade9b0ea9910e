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
import { graphql } from '../../__generated__';
import type { FileReadingQuery as FileReadingAnswer } from '../../__generated__/graphql';
import { useSetReadMarks } from '../forms';
import { marksOf, type Filled, type ReadNote, type ReadingForForm } from './apply-reading';
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
const LAYOUT: Record<string, string> = {
  SUMMARY: 'a summary statement',
  ITEMIZED: 'an itemized bill',
  UB04: 'a UB-04 claim form',
  EOB: 'an explanation of benefits',
  UNKNOWN: 'a bill of a layout not recognised',
};

/** Files as the API lists them (FileItem), each once, as the panel takes them: a bill's, then its visit's. */
export function filesToRead(...lists: readonly (readonly { id: string; text: string }[])[]) {
  return [...new Map(lists.flat().map((f) => [f.id, { id: f.id, name: f.text }])).values()];
}

export interface ReadingPanelProps<V> {
  files: readonly { id: string; name: string }[];
  /** The form's values filled in from a reading (its mapping, built on applyReading). */
  fill: (reading: ReadingForForm, values: V) => Filled<V>;
  /** The form's save button, as the note names it ("Submit", "Save bill"). */
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

export function ReadingPanel<V extends object>({
  files,
  title = 'Read from your files',
  ...rest
}: ReadingPanelProps<V>) {
  const readable = files.filter((f) => READABLE.test(f.name));
  if (!readable.length) return null;
  return (
    <section className="reading-panel" aria-labelledby="reading-title">
      <h2 id="reading-title">{title}</h2>
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
        {name}: {started.error.message}
      </p>
    );
  if (!reading && !waiting && !loading)
    return (
      <p className="reading-status">
        {name} has not been read yet.{' '}
        <button type="button" className="button secondary" onClick={() => void begin()}>
          Read {name}
        </button>
      </p>
    );
  if (!reading || reading.status === 'QUEUED')
    return (
      <p className="reading-status" role="status">
        Waiting to read {name}…
      </p>
    );
  if (reading.status === 'READING')
    return (
      <p className="reading-status" role="status">
        Reading {name}
        {reading.pagesTotal
          ? `: page ${Math.min(reading.pagesDone + 1, reading.pagesTotal)} of ${reading.pagesTotal}`
          : '…'}{' '}
        <progress max={reading.pagesTotal ?? 1} value={reading.pagesDone} aria-label={`Reading ${name}`} />
      </p>
    );
  if (reading.status === 'FAILED')
    return (
      <p className="alert alert-error" role="alert" data-testid="reading-failed">
        {name} could not be read. {reading.error}
      </p>
    );
  return <ReadResult reading={reading} {...rest} />;
}

function ReadResult<V extends object>({
  reading,
  fill,
  saveLabel,
  showLines,
}: { reading: Reading } & Omit<ReadingPanelProps<V>, 'files' | 'title' | 'start'>) {
  const { values, setValues } = useFormikContext<V>();
  const setMarks = useSetReadMarks();
  const [notes, setNotes] = useState<ReadNote[] | null>(null);
  const bill = reading.bill;
  if (!bill) return null;
  const h = bill.hospital?.value;
  const onFill = () => {
    const filled = fill(bill, values);
    void setValues(filled.values, true);
    setNotes(filled.notes);
    setMarks(marksOf(filled.notes, filled.values));
  };
  return (
    <div className="reading-result" data-testid="reading-result">
      <p>
        Read <strong>{reading.fileName}</strong>: {LAYOUT[bill.layout] ?? 'a bill'}, {bill.pages}{' '}
        {bill.pages === 1 ? 'page' : 'pages'}
        {bill.method === 'OCR' ? ' (from the picture: check the figures)' : ''}, {bill.lines.length}{' '}
        {bill.lines.length === 1 ? 'line' : 'lines'}.
      </p>
      {h ? (
        <p data-testid="reading-hospital">
          Hospital on the bill: {h.printedName}.{' '}
          {h.matchedName ? (
            <>
              In the directory as <strong>{h.matchedName}</strong> (CCN {h.ccn}).
            </>
          ) : (
            'Not found in the hospital directory: it is filled in as printed.'
          )}
        </p>
      ) : null}
      {reading.findings.length ? (
        <div className="reading-findings">
          <p>
            <strong>
              {reading.findings.length === 1
                ? 'One thing worth asking the billing office about'
                : `${reading.findings.length} things worth asking the billing office about`}
            </strong>{' '}
            (they are in the bill check once you save):
          </p>
          <ul data-testid="reading-findings">
            {reading.findings.map((f, i) => (
              <li key={i}>{f.text}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="muted">
          Nothing in its lines stood out (duplicates, dates outside the stay, quantities).
        </p>
      )}
      {showLines && bill.lines.length ? (
        <ReadLinesTable lines={bill.lines} fileName={reading.fileName} />
      ) : null}
      <p className="actions">
        <button type="button" className="button secondary" onClick={onFill}>
          Fill in from {reading.fileName}
        </button>
      </p>
      {notes ? (
        <div role="status" data-testid="reading-notes">
          <p>
            Filled in from {reading.fileName}. Check each field; nothing is saved until you press {saveLabel}.
          </p>
          <ul className="read-notes">
            {notes.map((n, i) => (
              <li key={i} className={n.filled || !n.field ? undefined : 'read-note-missing'}>
                <strong>{n.label}</strong>: {n.text}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
