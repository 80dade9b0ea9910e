/**
 * The development-only outbox page: every queued e-mail, newest first, with its links clickable so a
 * developer (or a browser test) can follow an activation or reset link without a mail server.
 */
import { escapeHtml } from '@fp/site-text';
import type { OutboxItem } from './mail.service';

const LINK = /https?:\/\/[^\s<>"']+/g;

/** Plain text with web links turned into anchors; everything else escaped. */
export function linkify(text: string): string {
  let out = '';
  let last = 0;
  for (const m of text.matchAll(LINK)) {
    const start = m.index ?? 0;
    out += escapeHtml(text.slice(last, start));
    const url = escapeHtml(m[0]);
    out += `<a href="${url}">${url}</a>`;
    last = start + m[0].length;
  }
  return out + escapeHtml(text.slice(last));
}

export function renderOutboxPage(items: readonly OutboxItem[], delivers: boolean): string {
  const rows = items
    .map(
      (m) => `<article class="mail" data-kind="${escapeHtml(m.kind)}">
  <h2>${escapeHtml(m.subject)}</h2>
  <p class="meta">To <strong>${escapeHtml(m.to)}</strong> · kind <code>${escapeHtml(m.kind)}</code> ·
  ${escapeHtml(m.createdAt.toISOString())} · ${
    m.sentAt
      ? `sent ${escapeHtml(m.sentAt.toISOString())}`
      : delivers
        ? `not sent yet (${m.attempts} attempts${m.error ? `: ${escapeHtml(m.error)}` : ''})`
        : 'kept in the outbox'
  }</p>
  <pre>${linkify(m.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Outbox · FairPrice Health (development)</title>
<style>
body{font-family:system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem;color:#1f2d3a}
.mail{border:1px solid #d5dde5;border-radius:8px;padding:0.75rem 1rem;margin:0 0 1rem}
.mail h2{font-size:1.1rem;margin:0 0 0.25rem}.meta{color:#5b6b79;font-size:0.9rem;margin:0 0 0.5rem}
pre{white-space:pre-wrap;word-break:break-word;margin:0}
</style></head>
<body><h1>Outbox</h1>
<p>Development only: the e-mails the site has queued, newest first${delivers ? ' (SMTP delivery is on)' : ' (no SMTP_URL set, so nothing leaves this machine)'}. JSON: <a href="outbox.json">outbox.json</a>.</p>
${rows || '<p>No e-mails yet.</p>'}
</body></html>`;
}
