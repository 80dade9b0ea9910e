import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useRouter } from './Router';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/** In-app link: pushes history; with the meta or control key held it opens in a new tab. */
export function Link({ to, onClick, children, ...rest }: Props) {
  const { navigate, href } = useRouter();
  const url = href(to);
  const handle = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || rest.target) return;
    e.preventDefault();
    if (e.metaKey || e.ctrlKey) {
      window.open(url, '_blank', 'noopener');
      return;
    }
    navigate(to);
  };
  return (
    <a href={url} onClick={handle} {...rest}>
      {children}
    </a>
  );
}
