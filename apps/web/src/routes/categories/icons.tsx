/**
 * The category icons drawn inline, from one sprite in the page, instead of as `<img>` files.
 *
 * An SVG drawn by `<img>` is a document of its own: Chromium builds a frame, a page and a layout for
 * each file (IsolatedSVGDocumentHost), on the main thread, as each arrives. The first view of
 * /categories shows five of them, and they took about 60 ms of the main thread of a 4x-throttled page
 * before it became usable, as much as a third of React's hydration (bench:web, Chromium trace). Drawn
 * from `<symbol>`s in the page itself, they are ordinary elements of its one layout.
 *
 * The files in public/images/icons stay the icons' source (the API and stored categories name them by
 * URL, and they remain served for anyone else); the build reads them into this module. A URL that is not
 * one of them (an icon stored as another address) is still drawn with `<img>`.
 */
const files = import.meta.glob<string>('../../../public/images/icons/*.svg', {
  query: '?raw',
  import: 'default',
  eager: true,
});

interface Icon {
  viewBox: string;
  /** The drawing: the file's content without its `<svg>` wrapper and title (the icons are decorative). */
  body: string;
}

const ICONS = new Map<string, Icon>();
for (const [file, text] of Object.entries(files)) {
  const name = /([a-z0-9-]+)\.svg$/.exec(file)?.[1];
  const svg = /<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/.exec(text);
  if (!name || !svg) continue;
  const viewBox = /\bviewBox="([^"]+)"/.exec(svg[1])?.[1] ?? '0 0 64 64';
  ICONS.set(name, { viewBox, body: svg[2].replace(/<title>[\s\S]*?<\/title>/g, '').trim() });
}

/** The icon's name when its URL is one of the bundled icons, otherwise null. */
export function bundledIcon(url: string | null | undefined): string | null {
  const name = url ? /^\/images\/icons\/([a-z0-9-]+)\.svg$/.exec(url)?.[1] : undefined;
  return name && ICONS.has(name) ? name : null;
}

const symbolId = (name: string) => `fp-icon-${name}`;

/** One category icon, decorative (its category's name is beside it). */
export function CategoryIcon({ url, size }: { url: string; size: number }) {
  const name = bundledIcon(url);
  if (!name) return <img src={url} alt="" width={size} height={size} loading="lazy" />;
  return (
    <svg className="category-svg" width={size} height={size} aria-hidden="true" focusable="false">
      <use href={`#${symbolId(name)}`} />
    </svg>
  );
}

/**
 * The drawings of the icons on the page, once each. Rendered with the icons, so the server's first view
 * and the hydrating app hold the same symbols; a symbol is added as later passes draw more icons (the
 * symbols already there are left as they are: their markup does not change).
 */
export function IconSprite({ urls }: { urls: readonly (string | null)[] }) {
  const names = [...new Set(urls.map(bundledIcon).filter((n) => n !== null))];
  return (
    <svg className="icon-sprite" width="0" height="0" aria-hidden="true" focusable="false">
      {names.map((name) => {
        const icon = ICONS.get(name)!;
        return (
          <symbol
            key={name}
            id={symbolId(name)}
            viewBox={icon.viewBox}
            dangerouslySetInnerHTML={{ __html: icon.body }}
          />
        );
      })}
    </svg>
  );
}
