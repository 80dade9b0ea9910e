/**
 * "Download my data": the archive from the myDataExport query, saved by the browser as a file (a Blob
 * behind an object URL and a link with `download`), with the name and bytes GET /api/user/export gives.
 */
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../__generated__';

const MyDataExport = graphql(`
  query MyDataExport {
    myDataExport {
      fileName
      contentType
      contentBase64
    }
  }
`);

function saveFile(fileName: string, contentType: string, base64: string) {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  const url = URL.createObjectURL(new Blob([bytes], { type: contentType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the next task may let the URL go.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
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
      saveFile(fileName, contentType, contentBase64);
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
