/**
 * "Download my data": the archive from the myDataExport query, saved by the browser as a file (a Blob
 * behind an object URL and a link with `download`), with the name and bytes GET /api/user/export gives.
 */
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../__generated__';
import { saveBlob } from '../../lib/save-file';

const MyDataExport = graphql(`
  query MyDataExport {
    myDataExport {
      fileName
      contentType
      contentBase64
    }
  }
`);

function base64Blob(base64: string, type: string): Blob {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}

export function ExportDataButton() {
  const client = useApolloClient();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const { data } = await client.query({ query: MyDataExport, fetchPolicy: 'no-cache' });
      if (!data) throw new Error('no archive');
      const { fileName, contentType, contentBase64 } = data.myDataExport;
      saveBlob(base64Blob(contentBase64, contentType), fileName);
    } catch {
      setProblem('Your data could not be prepared. Please try again in a moment.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button
        type="button"
        className="button"
        onClick={() => void download()}
        disabled={busy}
        aria-busy={busy}
        data-testid="export-link"
      >
        {busy ? 'Preparing your data…' : 'Download my data'}
      </button>
      {problem ? (
        <span role="alert" className="field-error">
          {problem}
        </span>
      ) : null}
    </>
  );
}
