/**
 * Admin CLI: writes a blog post from a Markdown file into the database.
 *
 *   npx tsx tools/blog.ts --title "Paying a hospital bill over time" --file post.md \
 *       [--slug paying-over-time] [--description "..."] [--image /images/library/piggy-bank.svg] \
 *       [--help-article] [--publish] [--author editor@example.com]
 *
 * A post whose slug already exists is updated (its comments stay, flags not given keep their value);
 * otherwise a new post is created. The slug defaults to one made from the title; without --title the
 * file's first "# Heading" is the title (and is taken out of the body). Without --publish a new post is
 * a draft that only admins see.
 * The database is DATABASE_URL (PostgreSQL) or the PGlite folder PGLITE_DIR (default data/pg; PGlite is
 * single-process, so stop the server first). The body is rendered and sanitized when read, like posts
 * written through the GraphQL saveBlog mutation.
 */
import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { BlogEntity, UserEntity, openDatabase } from '@fp/db';
import { BlogPostService, slugify } from '@fp/blog';
import { isDomainError } from '@fp/domain';
import { exitWith } from './cli';

export const USAGE = `Usage: npx tsx tools/blog.ts --title "Title" --file post.md [options]
  --file <path>         Markdown body (required; "-" reads standard input)
  --title <text>        title (default: the file's first "# Heading", removed from the body)
  --slug <slug>         address /blog/post/<slug> (default: made from the title); an existing slug is updated
  --description <text>  one or two sentences for lists (default: the body's first paragraph)
  --image <url>         header image, e.g. /images/library/medical-bill.svg
  --help-article        list the post on the dashboard's help page (--no-help-article: stop listing it)
  --publish             publish now (default: a draft only admins see)
  --author <email>      credit an existing user as the author
Editors (admins) write posts on the site at /blog/edit and moderate comments:
  npx tsx tools/blog.ts --make-editor <email>     give an existing account the editor (admin) flag
  npx tsx tools/blog.ts --remove-editor <email>   take it away
The database is DATABASE_URL (PostgreSQL) or PGLITE_DIR (default data/pg; stop the server first).`;

/** Give or take the editor (admin) flag of an account. */
export interface EditorArgs {
  editor: { email: string; admin: boolean };
}

export interface BlogArgs {
  file: string;
  title?: string;
  slug?: string;
  description?: string;
  image?: string;
  /** undefined: keep (update) or false (new post). */
  help?: boolean;
  publish: boolean;
  author?: string;
}

/** Parses the command line; returns a message (usage or error) instead of arguments when it cannot. */
export function parseBlogArgs(argv: string[]): BlogArgs | EditorArgs | { message: string; code: number } {
  const editorFlag = argv.findIndex((a) => a === '--make-editor' || a === '--remove-editor');
  if (editorFlag >= 0) {
    const email = argv[editorFlag + 1];
    if (!email || email.startsWith('--') || argv.length !== 2) {
      return { message: `${argv[editorFlag]} takes one e-mail address and nothing else.\n${USAGE}`, code: 2 };
    }
    return { editor: { email: email.trim().toLowerCase(), admin: argv[editorFlag] === '--make-editor' } };
  }
  const out: Partial<BlogArgs> & { publish: boolean } = { publish: false };
  const valued = new Map<string, keyof BlogArgs>([
    ['--file', 'file'],
    ['--title', 'title'],
    ['--slug', 'slug'],
    ['--description', 'description'],
    ['--image', 'image'],
    ['--author', 'author'],
  ]);
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const eq = arg.indexOf('=');
    const name = arg.startsWith('--') && eq > 0 ? arg.slice(0, eq) : arg;
    if (name === '--help' || name === '-h') return { message: USAGE, code: 0 };
    if (name === '--help-article') out.help = true;
    else if (name === '--no-help-article') out.help = false;
    else if (name === '--publish') out.publish = true;
    else if (valued.has(name)) {
      const value = eq > 0 && arg.startsWith('--') ? arg.slice(eq + 1) : argv[++i];
      if (value === undefined || (value.startsWith('--') && value !== '-')) {
        return { message: `${name} needs a value.\n${USAGE}`, code: 2 };
      }
      (out as Record<string, unknown>)[valued.get(name)!] = value;
    } else {
      return { message: `Unknown argument "${arg}".\n${USAGE}`, code: 2 };
    }
  }
  if (!out.file) return { message: `--file is required.\n${USAGE}`, code: 2 };
  return out as BlogArgs;
}

/** The title from the arguments, or from a leading "# Heading" (which then leaves the body). */
export function titleAndBody(markdown: string, title?: string): { title: string; body: string } {
  const text = markdown.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const heading = /^\s*#\s+(.+?)\s*#*\s*(?:\n|$)/.exec(text);
  if (title?.trim()) return { title: title.trim(), body: text.trim() };
  if (heading) return { title: heading[1].trim(), body: text.slice(heading[0].length).trim() };
  return { title: '', body: text.trim() };
}

function openTarget() {
  const url = process.env.DATABASE_URL?.trim() || undefined;
  return openDatabase({ url, pgliteDir: process.env.PGLITE_DIR?.trim() || 'data/pg' });
}

async function setEditor(email: string, admin: boolean): Promise<number> {
  const db = await openTarget();
  try {
    const users = db.dataSource.getRepository(UserEntity);
    const user = await users.findOneBy({ email });
    if (!user) {
      console.error(`No account with the e-mail address ${email}. Sign up on the site first.`);
      return 1;
    }
    await users.update({ id: user.id }, { isAdmin: admin });
    console.log(`${email} ${admin ? 'is now an editor' : 'is no longer an editor'}.`);
    return 0;
  } finally {
    await db.close();
  }
}

async function main(argv: string[]): Promise<number> {
  const args = parseBlogArgs(argv);
  if ('message' in args) {
    (args.code === 0 ? console.log : console.error)(args.message);
    return args.code;
  }
  if ('editor' in args) return setEditor(args.editor.email, args.editor.admin);
  const markdown =
    args.file === '-' ? fs.readFileSync(0, 'utf8') : fs.readFileSync(path.resolve(args.file), 'utf8');
  const { title, body } = titleAndBody(markdown, args.title);
  if (!title) {
    console.error('Give a --title, or start the file with a "# Title" line.');
    return 2;
  }

  const db = await openTarget();
  try {
    const blog = new BlogPostService(db.dataSource);
    let authorId: string | null = null;
    if (args.author) {
      const user = await db.dataSource
        .getRepository(UserEntity)
        .findOneBy({ email: args.author.trim().toLowerCase() });
      if (!user) {
        console.error(`No user with the e-mail address ${args.author}.`);
        return 1;
      }
      authorId = user.id;
    }
    const slug = args.slug ?? slugify(title);
    const existing = slug ? await db.dataSource.getRepository(BlogEntity).findOneBy({ slug }) : null;
    const post = await blog.write(
      {
        id: existing?.id ?? null,
        title,
        slug,
        body,
        description: args.description ?? (existing ? '' : null),
        image: args.image,
        help: args.help ?? (existing ? undefined : false),
        isPublished: args.publish ? true : existing ? undefined : false,
      },
      authorId,
    );
    const where = post.slug ? `/blog/post/${post.slug}` : `/blog/post/${post.id}/id`;
    console.log(
      `${existing ? 'Updated' : 'Created'} post ${post.id} "${post.title}" at ${where} (${post.isPublished ? 'published' : 'draft'}${post.help ? ', help article' : ''}).`,
    );
    return 0;
  } catch (err) {
    if (isDomainError(err)) {
      console.error(err.message);
      for (const [field, message] of Object.entries(err.fields ?? {}))
        console.error(`  ${field}: ${message}`);
      return 1;
    }
    throw err;
  } finally {
    await db.close();
  }
}

if (require.main === module) {
  exitWith(main(process.argv.slice(2)));
}
