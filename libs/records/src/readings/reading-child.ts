/**
 * The bill reader's own process (issue 30): the parent (reading-runner.ts) forks this file with tsx, sends
 * one file's bytes, and gets back progress per page and the reading, or a refusal in words the user can act
 * on. Reading is CPU work (PDF text, OCR): in its own process it never holds up the API's requests, and
 * its memory goes back when it ends.
 */
import { PDFDocument } from 'pdf-lib';
import type { BillReading } from '@fp/domain';
import type { ChildReply, ChildRequest } from './reading-protocol';

type ReadBillFile = (
  bytes: Uint8Array,
  mime: string,
  opts: { maxPages?: number; onProgress?: (pagesDone: number, pagesTotal: number) => void },
) => Promise<{ reading: BillReading; text: string }>;

const send = (reply: ChildReply) =>
  new Promise<void>((resolve) => {
    if (process.send) process.send(reply, undefined, {}, () => resolve());
    else resolve();
  });

/** The PDF's page count, or null when pdf-lib cannot open it (the reader may still). */
async function pdfPages(bytes: Uint8Array): Promise<number | null> {
  try {
    const doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    return doc.getPageCount();
  } catch {
    return null;
  }
}

async function handle(req: ChildRequest): Promise<void> {
  if (req.mime === 'application/pdf') {
    const pages = await pdfPages(req.bytes);
    if (pages !== null && pages > req.maxPages) {
      await send({
        type: 'refused',
        message: `This PDF has ${pages} pages; a bill of up to ${req.maxPages} pages can be read. Upload only the pages of the bill (the statement and the itemized lines) and read that file.`,
        pagesTotal: pages,
      });
      return;
    }
    if (pages === 0) {
      await send({ type: 'refused', message: 'This PDF has no pages, so there is nothing to read.' });
      return;
    }
  }
  const mod = (await import('@fp/bill-reading')) as unknown as { readBillFile?: ReadBillFile };
  if (typeof mod.readBillFile !== 'function') {
    await send({ type: 'error', message: 'The bill reader is not part of this build of the site.' });
    return;
  }
  const { reading, text } = await mod.readBillFile(req.bytes, req.mime, {
    maxPages: req.maxPages,
    onProgress: (done, total) => void send({ type: 'progress', pagesDone: done, pagesTotal: total }),
  });
  await send({ type: 'done', reading, text });
}

process.on('message', (req: ChildRequest) => {
  handle(req)
    .catch(async (err: unknown) => {
      await send({ type: 'error', message: err instanceof Error ? err.message : String(err) });
    })
    .finally(() => process.exit(0));
});
