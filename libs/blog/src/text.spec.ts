import { cleanComment, describeMarkdown, isValidSlug, slugify } from './text';

describe('slugify', () => {
  it('makes a URL slug from a title', () => {
    expect(slugify('What is an MS-DRG, and why?')).toBe('what-is-an-ms-drg-and-why');
    expect(slugify('Your rights under the No Surprises Act')).toBe('your-rights-under-the-no-surprises-act');
    expect(slugify("Don't panic: Café prices")).toBe('dont-panic-cafe-prices');
  });
  it('gives an empty slug when the title has no letters or digits', () => {
    expect(slugify('!!!')).toBe('');
  });
  it('produces slugs that pass the slug check', () => {
    expect(isValidSlug(slugify('  A -- B  '))).toBe(true);
  });
});

describe('isValidSlug', () => {
  it('accepts lower-case words joined by single hyphens', () => {
    expect(isValidSlug('how-to-read-a-bill')).toBe(true);
    expect(isValidSlug('2026-guide')).toBe(true);
  });
  it('refuses upper case, spaces, double or edge hyphens and path characters', () => {
    for (const bad of ['How', 'a b', 'a--b', '-a', 'a-', 'a/b', '../x', ''])
      expect(isValidSlug(bad)).toBe(false);
  });
});

describe('cleanComment', () => {
  it('trims, normalises line ends and shortens blank runs', () => {
    expect(cleanComment('  Hi\r\n\r\n\r\n\r\nthere  ')).toBe('Hi\n\nthere');
  });
  it('removes control characters but keeps markup characters as plain text', () => {
    expect(cleanComment('a\u0000b\u0007c <b>x</b>')).toBe('abc <b>x</b>');
  });
});

describe('describeMarkdown', () => {
  it('takes the first paragraph without Markdown punctuation', () => {
    expect(describeMarkdown('## Heading\n\nAsk for the **itemized** [bill](/x).\n\nMore.')).toBe(
      'Ask for the itemized bill.',
    );
  });
  it('cuts long text at a word boundary', () => {
    const text = describeMarkdown('word '.repeat(100), 50);
    expect(text.length).toBeLessThanOrEqual(50);
    expect(text.endsWith('…')).toBe(true);
    expect(text).not.toMatch(/wor…$/);
  });
});
