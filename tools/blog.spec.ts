import { parseBlogArgs, titleAndBody } from './blog';

describe('tools/blog.ts arguments', () => {
  it('reads the documented options', () => {
    expect(
      parseBlogArgs([
        '--title',
        'Paying over time',
        '--file',
        'post.md',
        '--slug=paying',
        '--help-article',
        '--publish',
      ]),
    ).toEqual({ title: 'Paying over time', file: 'post.md', slug: 'paying', help: true, publish: true });
  });
  it('requires a file and explains the usage', () => {
    expect(parseBlogArgs(['--title', 'x'])).toMatchObject({
      code: 2,
      message: expect.stringContaining('--file is required'),
    });
    expect(parseBlogArgs(['--help'])).toMatchObject({ code: 0, message: expect.stringContaining('Usage') });
    expect(parseBlogArgs(['--file'])).toMatchObject({
      code: 2,
      message: expect.stringContaining('needs a value'),
    });
    expect(parseBlogArgs(['--file', 'a.md', '--bogus'])).toMatchObject({ code: 2 });
  });
  it('reads the editor flag commands', () => {
    expect(parseBlogArgs(['--make-editor', 'Ed@Example.com'])).toEqual({
      editor: { email: 'ed@example.com', admin: true },
    });
    expect(parseBlogArgs(['--remove-editor', 'ed@example.com'])).toEqual({
      editor: { email: 'ed@example.com', admin: false },
    });
    expect(parseBlogArgs(['--make-editor'])).toMatchObject({ code: 2 });
    expect(parseBlogArgs(['--make-editor', 'a@b.c', '--publish'])).toMatchObject({ code: 2 });
  });
  it('accepts - for standard input', () => {
    expect(parseBlogArgs(['--file', '-'])).toMatchObject({ file: '-' });
  });
});

describe('titleAndBody', () => {
  it('takes the title from a leading heading and removes it from the body', () => {
    expect(titleAndBody('# Reading an EOB\n\nAn EOB is not a bill.\n')).toEqual({
      title: 'Reading an EOB',
      body: 'An EOB is not a bill.',
    });
  });
  it('keeps the body whole when a title is given', () => {
    expect(titleAndBody('# Heading\n\nText', 'Given')).toEqual({ title: 'Given', body: '# Heading\n\nText' });
  });
  it('has no title when neither is present', () => {
    expect(titleAndBody('Just text')).toEqual({ title: '', body: 'Just text' });
  });
});
