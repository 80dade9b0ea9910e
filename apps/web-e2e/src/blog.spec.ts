/**
 * The blog on a fresh `npm start`: the list, an empty blog, a post by slug and by id, comments for
 * signed-in readers, and the admin-only editor with its image library. axe-core finds no serious or
 * critical violation.
 */
import { signUpAndLogIn } from './support/accounts';
import { test, expect } from '@playwright/test';
import { expectAccessible, expectMeta } from './support/page-checks';
import { publishedPosts } from './support/site-api';
import { expectAdopted, holdScreenCode, hydrationWarnings } from './support/adoption';

const MMDDYYYY = /^\d{2}\/\d{2}\/\d{4}$/;

test.describe('blog', () => {
  test('/blog lists image, title, date, description and Read more for every published post', async ({
    page,
    request,
  }) => {
    const posts = await publishedPosts(request);
    expect(posts.length).toBeGreaterThanOrEqual(4);
    await page.goto('/blog');
    await expectMeta(page, /Articles/);
    const cards = page.getByTestId('post-list').locator('article');
    await expect(cards).toHaveCount(posts.length);
    for (const [i, post] of posts.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(post.title);
      await expect(card.locator('img')).toHaveAttribute('src', post.image!);
      await expect(card.locator('time')).toHaveText(MMDDYYYY);
      await expect(card.locator('.post-card-desc')).toHaveText(post.desc);
      await expect(card.getByRole('link', { name: /Read more/ })).toHaveAttribute(
        'href',
        post.slug ? `/blog/post/${post.slug}` : `/blog/post/${post.id}/id`,
      );
    }
    // The date shown is the publication date as MM/DD/YYYY.
    const d = new Date(posts[0].published);
    const expected = `${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getDate()).padStart(2, '0')}/${d.getFullYear()}`;
    await expect(cards.first().locator('time')).toHaveText(expected);
    await expectAccessible(page);

    await cards
      .nth(1)
      .getByRole('link', { name: /Read more/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/blog/post/${posts[1].slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(posts[1].title);
  });

  test("an empty blog says 'No content available at this time.'", async ({ page }) => {
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string };
      if (body.operationName !== 'BlogList') return route.continue();
      return route.fulfill({ json: { data: { blogs: [], me: null } } });
    });
    // A visit to /blog is drawn by the server with the real posts; the list is asked in the browser when
    // the visitor comes from another page of the app.
    await page.goto('/faq');
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Articles' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByText('No content available at this time.')).toBeVisible();
    await expect(page.getByTestId('post-list')).toHaveCount(0);
  });

  test('/blog/post/{slug} shows the post, three share links and the comments block', async ({
    page,
    request,
  }) => {
    const [post] = await publishedPosts(request);
    const full = (await (await request.get(`/api/crud/get/blog/${post.slug}/slug`)).json()) as {
      bodyHtml: string;
    };
    await page.goto(`/blog/post/${post.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expectMeta(page, new RegExp(post.title.slice(0, 20)));
    await expect(page.locator('.post-meta time')).toHaveText(MMDDYYYY);
    const firstHeading = /<h2>([^<]+)<\/h2>/.exec(full.bodyHtml)?.[1];
    if (firstHeading) await expect(page.locator('.post-body h2').first()).toHaveText(firstHeading);
    await expect(page.locator('.post-body script')).toHaveCount(0);

    const share = page.getByRole('navigation', { name: 'Share this article' }).getByRole('link');
    await expect(share).toHaveCount(3);
    const url = encodeURIComponent(new URL(`/blog/post/${post.slug}`, page.url()).toString());
    await expect(share.nth(0)).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${url}`);
    await expect(share.nth(1)).toHaveAttribute(
      'href',
      new RegExp(`^https://twitter\\.com/intent/tweet\\?url=${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );
    await expect(share.nth(2)).toHaveAttribute(
      'href',
      `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
    );
    for (let i = 0; i < 3; i++) await expect(share.nth(i)).toHaveAttribute('target', '_blank');

    const comments = page.getByRole('region', { name: 'Comments' });
    await expect(comments.getByRole('heading', { name: 'Comments' })).toBeVisible();
    await expect(comments.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/account');
    await expect(comments.getByRole('textbox')).toHaveCount(0);
    await expectAccessible(page);
  });

  test('signed-in readers get a comment form; the server still checks who is signed in', async ({
    page,
    request,
  }) => {
    const [post] = await publishedPosts(request);
    // Pretend to be signed in on the page only: the mutation must still be refused by the server.
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string };
      if (body.operationName !== 'BlogPost') return route.continue();
      const real = await route.fetch();
      const json = (await real.json()) as { data: Record<string, unknown> };
      json.data.me = { __typename: 'User', id: 'x', isAdmin: false };
      return route.fulfill({ response: real, json });
    });
    // A visit to the article is drawn by the server; the article is asked in the browser (and answered
    // as above) when the visitor opens it from the list.
    await page.goto('/blog');
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await page.locator(`a[href="/blog/post/${post.slug}"]`).click();
    await expect(page).toHaveURL(new RegExp(`/blog/post/${post.slug}$`));
    const comments = page.getByRole('region', { name: 'Comments' });
    await comments.getByRole('button', { name: 'Post comment' }).click();
    await expect(comments.getByRole('alert')).toHaveText('Please write a comment first.');
    await comments.getByLabel('Your comment').fill('<script>alert(1)</script> Helpful, thanks');
    await comments.getByRole('button', { name: 'Post comment' }).click();
    await expect(comments.getByRole('alert')).toHaveText('Please sign in to comment.');
    await expectAccessible(page);
  });

  test('a signed-in reader posts a comment; it shows as plain text', async ({ page, request }) => {
    const [post] = await publishedPosts(request);
    await signUpAndLogIn(page);
    await page.goto(`/blog/post/${post.slug}`);
    const comments = page.getByRole('region', { name: 'Comments' });
    const text = `Helpful, thanks <b>${Date.now()}</b>`;
    await comments.getByLabel('Your comment').fill(text);
    await comments.getByRole('button', { name: 'Post comment' }).click();
    await expect(comments.getByText(text)).toBeVisible();
    await expect(comments.locator('b')).toHaveCount(0);
  });

  test('/blog/post/{id}/id shows the same post; an unknown post says so', async ({ page, request }) => {
    const [post] = await publishedPosts(request);
    await page.goto(`/blog/post/${post.id}/id`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await page.goto('/blog/post/no-such-article');
    await expect(page.getByRole('heading', { name: 'We could not find that article' })).toBeVisible();
    await expect(page).toHaveTitle(/Article not found/);
    await page.getByRole('link', { name: 'See all articles' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('the editor is for admins only and picks images from the image library popup', async ({ page }) => {
    await page.goto('/blog/edit');
    await expect(page.getByRole('heading', { name: 'Editors only' })).toBeVisible();

    // Show the editor as an admin would see it (the server still checks on save).
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string };
      if (body.operationName !== 'BlogEditor') return route.continue();
      return route.fulfill({ json: { data: { me: { __typename: 'User', id: 'x', isAdmin: true } } } });
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Write a post' })).toBeVisible();
    await page.getByRole('button', { name: 'Choose from the image library' }).click();
    const dialog = page.getByRole('dialog', { name: 'Image library' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('listitem').first()).toBeVisible();
    await dialog.getByLabel('Search images').fill('doctor');
    await dialog.getByLabel('Orientation').selectOption('PORTRAIT');
    await dialog.getByRole('button', { name: 'Search' }).click();
    const choice = dialog.getByRole('button', { name: /Doctor with a stethoscope/ });
    await expect(choice).toBeVisible();
    await expectAccessible(page);
    await choice.click();
    await expect(dialog).toBeHidden();
    await expect(page.getByLabel('Image', { exact: true })).toHaveValue('/images/library/doctor.svg?w=1200');

    await page.getByLabel(/^Title/).fill('A post');
    await page.getByRole('button', { name: 'Save post' }).click();
    await expect(page.getByRole('alert')).toContainText('Please sign in as an editor');
  });

  test("/blog and an article: the app adopts the server's first view as it is, without asking for it again", async ({
    page,
    request,
  }) => {
    const [post] = await publishedPosts(request);
    for (const [path, screen, heading] of [
      ['/blog', 'BlogScreen', 'Articles'],
      [`/blog/post/${post.slug}`, 'BlogPostScreen', post.title],
    ] as const) {
      // The screen's code held back: what shows until then is the server's markup alone.
      const watch = await holdScreenCode(page, screen);
      await page.goto(path);
      const title = page.getByRole('heading', { level: 1, name: heading });
      await expect(title).toBeVisible();
      await expect(
        page
          .getByRole('link', { name: /Read more/ })
          .or(page.locator('.post-body'))
          .first(),
      ).toBeVisible();
      // The same element after the code ran: nothing was drawn again, nor the screen's query asked again.
      await expectAdopted(page, title, watch);
      expect(watch.asked.filter((n) => n === 'BlogList' || n === 'BlogPost')).toEqual([]);
      expect(hydrationWarnings(watch)).toEqual([]);
      await watch.stop();
    }
    // And the app answers: the share links carry the page's full address once it is drawn.
    await expect(page.getByRole('link', { name: /^X/ })).toHaveAttribute(
      'href',
      new RegExp(encodeURIComponent(`${new URL(page.url()).origin}/blog/post/${post.slug}`)),
    );
  });
});
