import { useEffect } from 'react';

const SITE = 'FairPrice Health';

/** Sets the document title and meta description for the current screen. */
export function usePageMeta(title: string, description: string) {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE}` : SITE;
    let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.appendChild(tag);
    }
    tag.content = description;
  }, [title, description]);
}
