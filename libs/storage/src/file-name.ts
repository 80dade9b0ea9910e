/**
 * Upload names are kept only as labels (the row's `name`, the download's Content-Disposition); storage
 * keys never contain them. Still, a name is cleaned so it cannot carry a path, control or direction
 * characters, or run to any length.
 */

export const MAX_FILE_NAME_LENGTH = 200;

// Control characters (C0, DEL, C1), and format characters such as U+202E (right-to-left override)
// that make "bill‮fdp.exe" read as "billexe.pdf".
const INVISIBLE = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;
// Characters that are not allowed in file names on common systems.
const RESERVED = /[<>:"|?*]/g;

/** A safe display name for an uploaded file; `fallback` when nothing usable is left. */
export function sanitizeFileName(raw: string | undefined | null, fallback = 'file'): string {
  let name = String(raw ?? '')
    .normalize('NFC')
    .replace(INVISIBLE, '');
  // Only the last path segment, whichever separator the browser or OS used.
  name = name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
  name = name
    .replace(RESERVED, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '')
    .replace(/[.\s]+$/, '');
  if (!name) return fallback;
  if ([...name].length > MAX_FILE_NAME_LENGTH) {
    const dot = name.lastIndexOf('.');
    const ext = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
    name =
      [...name.slice(0, name.length - ext.length)].slice(0, MAX_FILE_NAME_LENGTH - ext.length).join('') + ext;
  }
  return name;
}
