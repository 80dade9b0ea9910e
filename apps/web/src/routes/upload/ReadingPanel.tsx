/**
 * The reading of the uploaded bills (issue 30), inside the upload form: each PDF, PNG or JPEG uploaded is
 * read on the server (readFile), its progress shown (fileReading, polled), then what was read: the
 * hospital and its directory match, the lines worth asking about, and "Fill in from this file", which
 * fills the form's fields from the reading and says where each was read. Nothing is saved until Submit.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { useFormikContext } from 'formik';
import { useEffect, useState } from 'react';
import { graphql } from '../../__generated__';
import type { FileReadingFieldsFragment } from '../../__generated__/graphql';
import type { VisitValues } from './visit-form';
import { valuesFromReading, type ReadNote } from './reading-values';

/** The reading as the panel shows it (spread into the mutation and the query below). */
export const FileReadingFields = graphql(`
  fragment FileReadingFields on FileReading {
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
      patientResponsibilityCents {
        value
        page
        line
        confidence
      }
      lines {
        description
      }
    }
    findings {
      kind
      text
      amountCents
    }
  }
`);

const ReadFile = graphql(`
  mutation ReadFile($fileId: ID!) {
    readFile(fileId: $fileId) {
      ...FileReadingFields
    }
  }
`);

const FileReadingQuery = graphql(`
  query FileReading($fileId: ID!) {
    fileReading(fileId: $fileId) {
      ...FileReadingFields
    }
  }
`);

const READABLE = /\.(pdf|png|jpe?g)$/i;
const LAYOUT: Record<string, string> = {
  SUMMARY: 'a summary statement',
  ITEMIZED: 'an itemized bill',
  UB04: 'a UB-04 claim form',
  EOB: 'an explanation of benefits',
  UNKNOWN: 'a bill of a layout not recognised',
};

export function ReadingPanel({ files }: { files: { id: string; name: string }[] }) {
  const readable = files.filter((f) => READABLE.test(f.name));
  if (!readable.length) return null;
  return (
    <section className="reading-panel" aria-labelledby="reading-title">
      <h2 id="reading-title">Read from your files</h2>
      {readable.map((f) => (
        <FileReadingRow key={f.id} fileId={f.id} name={f.name} />
      ))}
    </section>
  );
}

function FileReadingRow({ fileId, name }: { fileId: string; name: string }) {
  const [start, started] = useMutation(ReadFile);
  const { data, startPolling, stopPolling } = useQuery(FileReadingQuery, { variables: { fileId } });
  useEffect(() => {
    void start({ variables: { fileId } }).catch(() => undefined);
  }, [fileId, start]);
  const reading = (data?.fileReading ?? started.data?.readFile) as FileReadingFieldsFragment | undefined;
  const finished = reading?.status === 'DONE' || reading?.status === 'FAILED';
  useEffect(() => {
    if (finished) stopPolling();
    else startPolling(1500);
    return () => stopPolling();
  }, [finished, startPolling, stopPolling]);

  if (started.error)
    return (
      <p className="alert alert-error" role="alert">
        {name}: {started.error.message}
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
  return <ReadResult reading={reading} />;
}

function ReadResult({ reading }: { reading: FileReadingFieldsFragment }) {
  const { values, setValues } = useFormikContext<VisitValues>();
  const [notes, setNotes] = useState<ReadNote[] | null>(null);
  const bill = reading.bill;
  if (!bill) return null;
  const h = bill.hospital?.value;
  const fill = () => {
    const filled = valuesFromReading(bill, values);
    void setValues(filled.values, true);
    setNotes(filled.notes);
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
      <p className="actions">
        <button type="button" className="button secondary" onClick={fill}>
          Fill in from this file
        </button>
      </p>
      {notes ? (
        <div role="status" data-testid="reading-notes">
          <p>Filled in from {reading.fileName}. Check each field; nothing is saved until you press Submit.</p>
          <ul className="read-notes">
            {notes.map((n) => (
              <li key={n.field} className={n.filled ? undefined : 'read-note-missing'}>
                <strong>{n.label}</strong>: {n.text}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
