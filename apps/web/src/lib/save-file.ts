/** Has the browser save a Blob as a file named `fileName` (an object URL behind a link with `download`). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  // Some browsers read the URL after the click has returned: it is let go a while later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
