import { existsSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import {
  ABOUT_TABS,
  ARTICLES,
  EMAILS,
  FAQ,
  FAQ_TABS,
  HOME_FAQ_IDS,
  ICON_NAMES,
  IMAGE_LIBRARY,
  PLANS_COPY,
  passName,
  STATEMENTS,
  SYSTEM_IMAGES,
  THANK_YOU,
  escapeHtml,
} from './index';

// Public image files are served from apps/web/public; seed paths start with /images/.
const PUBLIC_DIR = path.resolve(__dirname, '../../../../apps/web/public');
const publicFile = (urlPath: string): string => path.join(PUBLIC_DIR, urlPath);

const wordCount = (md: string): number => md.split(/\s+/).filter(Boolean).length;
const linksIn = (md: string): string[] => [...md.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1] ?? '');
const OFFICIAL = /^https:\/\/(www\.|data\.)?(cms\.gov|medicare\.gov)(\/|$)/;
// An HTML tag: "<" followed by a letter or "/" (a Markdown blockquote ">" or "<$400" does not match).
const RAW_HTML = /<\/?[a-z][^>]*>/i;

const markdownTexts: { where: string; md: string }[] = [
  ...ARTICLES.map((a) => ({ where: `article ${a.slug}`, md: a.body })),
  ...FAQ.map((f) => ({ where: `faq ${f.id}`, md: f.answer })),
  ...ABOUT_TABS.map((t) => ({ where: `about ${t.id}`, md: t.body })),
];

describe('articles', () => {
  it('has at least six articles with unique slugs', () => {
    expect(ARTICLES.length).toBeGreaterThanOrEqual(6);
    expect(new Set(ARTICLES.map((a) => a.slug)).size).toBe(ARTICLES.length);
  });

  it.each(ARTICLES.map((a) => [a.slug, a] as const))(
    '%s is 500-1200 words with a valid date and image',
    (_slug, a) => {
      expect(wordCount(a.body)).toBeGreaterThanOrEqual(500);
      expect(wordCount(a.body)).toBeLessThanOrEqual(1200);
      expect(new Date(a.publishedAt).toISOString()).toBe(a.publishedAt.replace('Z', '.000Z'));
      expect(a.image).toBe(`/images/blog/${a.slug}.svg`);
      expect(existsSync(publicFile(a.image))).toBe(true);
      expect(a.description.length).toBeLessThan(260);
    },
  );

  it('marks the bill-reading, dispute and site-prices articles as help', () => {
    const help = ARTICLES.filter((a) => a.help)
      .map((a) => a.slug)
      .sort();
    expect(help).toEqual([
      'how-to-dispute-a-medical-bill',
      'how-to-read-an-itemized-hospital-bill',
      'what-the-prices-on-this-site-mean',
    ]);
  });

  it('links only to other articles, site pages or official government sites', () => {
    const slugs = new Set(ARTICLES.map((a) => a.slug));
    for (const { where, md } of markdownTexts) {
      for (const link of linksIn(md)) {
        if (link.startsWith('/blog/post/')) {
          expect([where, slugs.has(link.slice('/blog/post/'.length))]).toEqual([where, true]);
        } else if (!link.startsWith('/')) {
          expect([where, link]).toEqual([where, expect.stringMatching(OFFICIAL)]);
        }
      }
    }
  });

  it('contains no raw HTML', () => {
    for (const { where, md } of markdownTexts) {
      expect([where, RAW_HTML.test(md)]).toEqual([where, false]);
    }
  });
});

describe('faq', () => {
  it('has at least 16 unique items spread over every tab', () => {
    expect(FAQ.length).toBeGreaterThanOrEqual(16);
    expect(new Set(FAQ.map((f) => f.id)).size).toBe(FAQ.length);
    for (const tab of FAQ_TABS) expect(FAQ.some((f) => f.tab === tab.id)).toBe(true);
  });

  it('picks five existing questions for the home page', () => {
    expect(HOME_FAQ_IDS).toHaveLength(5);
    for (const id of HOME_FAQ_IDS) expect(FAQ.some((f) => f.id === id)).toBe(true);
  });
});

describe('about and statements', () => {
  it('has the four about tabs in order and three statements', () => {
    expect(ABOUT_TABS.map((t) => t.id)).toEqual(['who', 'why', 'how', 'what']);
    expect(STATEMENTS).toHaveLength(3);
  });
});

describe('messages', () => {
  it('uses the exact error texts and stays vague for reset and resend', () => {
    expect(THANK_YOU.error).toEqual({
      title: "There's a problem",
      body: 'We are sorry. There has been an error with your request. Please try again later.',
    });
    expect(THANK_YOU.reset.body.startsWith('If you have an account with us')).toBe(true);
    expect(THANK_YOU.resend.body.startsWith('If you have an account with us')).toBe(true);
    expect(THANK_YOU.default.body).toMatch(/in review/);
  });

  it('escapes HTML special characters', () => {
    expect(escapeHtml(`<a href="x">Tom & 'Jo'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jo&#39;&lt;/a&gt;',
    );
  });

  it('escapes every interpolated value in e-mail HTML', () => {
    const evil = '<script>alert(1)</script>';
    const mails = [
      EMAILS.contactToStaff({
        firstName: evil,
        lastName: 'B',
        email: 'b@example.com',
        message: `Hi ${evil}`,
      }),
      EMAILS.contactReceived(evil),
      EMAILS.welcomePurchase(evil),
    ];
    for (const mail of mails) {
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).toContain('&lt;script&gt;');
    }
  });

  it('titles the purchase mail as a receipt and never says "pass pass"', () => {
    const one = EMAILS.welcomePurchase('One-month pass');
    expect(one.subject).toMatch(/receipt/i);
    expect(one.subject).not.toMatch(/welcome/i);
    expect(`${one.subject} ${one.text}`).not.toMatch(/pass pass/i);
    expect(EMAILS.welcomePurchase('Family').subject).toContain('Family pass');
    expect(passName('Annual')).toBe('Annual pass');
    expect(passName('One-month pass')).toBe('One-month pass');
    expect(PLANS_COPY.map((p) => p.name)).not.toContain('Single search pass');
  });

  it('puts the link in both text and html, and never makes a non-web link clickable', () => {
    const link = 'https://example.com/account/set/k?x=1&y=2';
    const mail = EMAILS.activate(link);
    expect(mail.text).toContain(link);
    expect(mail.html).toContain('href="https://example.com/account/set/k?x=1&amp;y=2"');
    expect(EMAILS.reset('javascript:alert(1)').html).not.toContain('href=');
  });

  it('prices three plans in whole cents', () => {
    expect(PLANS_COPY).toHaveLength(3);
    for (const plan of PLANS_COPY) expect(Number.isInteger(plan.priceCents)).toBe(true);
  });
});

describe('images', () => {
  const svgFiles = [
    ...ICON_NAMES.map((n) => `/images/icons/${n}.svg`),
    ...SYSTEM_IMAGES.map((s) => s.image),
    ...ARTICLES.map((a) => a.image),
    ...IMAGE_LIBRARY.map((i) => i.file),
  ];

  it.each(svgFiles)('%s is a self-contained SVG with no text or external references', (file) => {
    const svg = readFileSync(publicFile(file), 'utf8');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('<title>');
    expect(svg).not.toMatch(/<text|<image|<script|href=|url\(|@import/);
  });

  it('keeps icons and system images under 2 KB on a 64x64 viewBox', () => {
    for (const file of svgFiles.filter((f) => /\/(icons|systems)\//.test(f))) {
      expect([file, statSync(publicFile(file)).size < 2048]).toEqual([file, true]);
      expect(readFileSync(publicFile(file), 'utf8')).toContain('viewBox="0 0 64 64"');
    }
  });

  it('describes library images with sizes matching their viewBox and orientation', () => {
    for (const img of IMAGE_LIBRARY) {
      const svg = readFileSync(publicFile(img.file), 'utf8');
      expect(svg).toContain(`viewBox="0 0 ${img.width} ${img.height}"`);
      const expected =
        img.width === img.height ? 'square' : img.width > img.height ? 'landscape' : 'portrait';
      expect(img.orientation).toBe(expected);
    }
  });

  it('has one system image per Major Diagnostic Category', () => {
    expect(SYSTEM_IMAGES.map((s) => s.mdc)).toEqual(
      Array.from({ length: 25 }, (_, i) => String(i + 1).padStart(2, '0')),
    );
  });
});
