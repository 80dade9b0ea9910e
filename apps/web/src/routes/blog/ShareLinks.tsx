import { FormattedMessage, useIntl } from 'react-intl';
import { NewTabNote } from '../../components/NewTabNote';

/** Share links for three social networks; each opens the network's own share page in a new tab. */
export function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: 'X', href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    { network: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  ];
}

export function ShareLinks({ url, title }: { url: string; title: string }) {
  const intl = useIntl();
  return (
    <nav
      className="share"
      aria-label={intl.formatMessage({ id: 'blog.share.label', defaultMessage: 'Share this article' })}
    >
      <span>
        <FormattedMessage id="blog.share.lead" defaultMessage="Share:" />
      </span>
      <ul>
        {shareLinks(url, title).map((l) => (
          <li key={l.network}>
            <a href={l.href} target="_blank" rel="noopener noreferrer">
              {l.network}
              <NewTabNote />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
