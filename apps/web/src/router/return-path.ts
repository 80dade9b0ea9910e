/**
 * Where to take someone back to after signing up or logging in: a path on this site only ("/map?
 * diagnosis=291"), never another site ("//evil.example", "/\evil.example", "https://…") nor the account
 * pages themselves (they would loop). A sign-up's return path is kept in this browser until the e-mailed
 * link is opened (often in a new tab), for at most a week.
 */
const KEY = 'fp-return-after-sign-up';
const MAX_AGE_MS = 7 * 24 * 3600 * 1000;

export function safeReturnPath(path: string | null | undefined): string | null {
  if (!path || path.length > 2000 || !path.startsWith('/') || /^\/[/\\]/.test(path)) return null;
  // Control characters (a tab or newline inside "//") and backslashes are not in a path we made.
  if ([...path].some((c) => c < ' ' || c === '\\')) return null;
  if (/^\/(account|thankyou)(\/|\?|$)/.test(path)) return null;
  return path;
}

/** Keeps `path` (when safe) for the page that follows the e-mailed link. */
export function rememberReturnPath(path: string | null | undefined): void {
  const safe = safeReturnPath(path);
  try {
    if (safe) localStorage.setItem(KEY, JSON.stringify({ path: safe, at: Date.now() }));
  } catch {
    // no storage: the thank-you page offers the dashboard instead
  }
}

/** The kept return path (once: it is forgotten as it is read), or null. */
export function takeReturnPath(): string | null {
  try {
    const raw = localStorage.getItem(KEY);
    localStorage.removeItem(KEY);
    if (!raw) return null;
    const { path, at } = JSON.parse(raw) as { path?: string; at?: number };
    return typeof at === 'number' && Date.now() - at < MAX_AGE_MS ? safeReturnPath(path) : null;
  } catch {
    return null;
  }
}
