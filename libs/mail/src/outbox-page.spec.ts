import { linkify, renderOutboxPage } from './outbox-page';

describe('development outbox page', () => {
  it('makes web links clickable and escapes everything else', () => {
    expect(linkify('Open http://site.test/account/set/k/a%40b.co now <b>')).toBe(
      'Open <a href="http://site.test/account/set/k/a%40b.co">http://site.test/account/set/k/a%40b.co</a> now &lt;b&gt;',
    );
    expect(linkify('javascript:alert(1)')).toBe('javascript:alert(1)');
  });

  it('lists messages newest first as given, with subject, recipient and kind', () => {
    const html = renderOutboxPage(
      [
        {
          id: '1',
          to: 'x@example.com',
          kind: 'reset',
          subject: 'Reset <now>',
          text: 'http://site.test/r',
          html: null,
          createdAt: new Date('2026-11-21T10:00:00Z'),
          sentAt: null,
          attempts: 0,
          error: null,
        },
      ],
      false,
    );
    expect(html).toContain('<h2>Reset &lt;now&gt;</h2>');
    expect(html).toContain('<strong>x@example.com</strong>');
    expect(html).toContain('<a href="http://site.test/r">');
    expect(renderOutboxPage([], false)).toContain('No e-mails yet.');
  });
});
