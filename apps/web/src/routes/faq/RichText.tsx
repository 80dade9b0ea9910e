/**
 * Renders the site's own short Markdown (FAQ answers, about text from @fp/site-text) as React elements:
 * paragraphs, "-" lists, **bold**, *italic* and [links](url). It builds elements rather than HTML, so
 * nothing in the text can become markup; blog posts use the server's sanitized HTML instead.
 */
import type { ReactNode } from 'react';
import { Link } from '../../router/Link';
import { NewTabNote } from '../../components/NewTabNote';

const INLINE = /\*\*([^*]+)\*\*|\*([^*\s][^*]*)\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

function inline(text: string, keyBase: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  let i = 0;
  for (const m of text.matchAll(INLINE)) {
    if (m.index > last) out.push(text.slice(last, m.index));
    const key = `${keyBase}-${i++}`;
    if (m[1] !== undefined) out.push(<strong key={key}>{inline(m[1], key)}</strong>);
    else if (m[2] !== undefined) out.push(<em key={key}>{inline(m[2], key)}</em>);
    else {
      const [label, href] = [m[3], m[4]];
      if (href.startsWith('/') && !href.startsWith('//')) {
        out.push(
          <Link key={key} to={href}>
            {label}
          </Link>,
        );
      } else if (/^https:\/\//.test(href)) {
        out.push(
          <a key={key} href={href} target="_blank" rel="noopener noreferrer">
            {label}
            <NewTabNote />
          </a>,
        );
      } else {
        out.push(label);
      }
    }
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

export function RichText({ text, className }: { text: string; className?: string }) {
  const blocks = text.trim().split(/\n\s*\n/);
  return (
    <div className={className}>
      {blocks.map((block, b) => {
        const lines = block.split('\n');
        if (lines.every((l) => /^\s*[-*] /.test(l))) {
          return (
            <ul key={b}>
              {lines.map((l, j) => (
                <li key={j}>{inline(l.replace(/^\s*[-*] /, ''), `${b}-${j}`)}</li>
              ))}
            </ul>
          );
        }
        return <p key={b}>{inline(lines.join(' '), String(b))}</p>;
      })}
    </div>
  );
}
