import { type RunningEmulator, startEmulator } from '@bookshop/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorServices } from '../config';
import { createBookshop } from '../createBookshop';
import { BookshopError, HttpError } from '../errors';

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0, database: 'memory', products: 60, seed: 5 });
});
afterAll(() => emulator?.stop());

const bookshop = () => createBookshop(emulatorServices(emulator.url));

describe('content against the emulator', () => {
  it('reads the global settings the site needs at start-up', async () => {
    const settings = await bookshop().content.settings();
    expect(settings.store_locator.opening_hours).toBe('9 am to 5 pm, Monday to Saturday');
    expect(settings.text_banner.value).toBe('Free delivery over $99 or Click & Collect');
    expect(Object.keys(settings.form_embed_links).sort()).toEqual(['contact', 'return_request', 'seen_it_cheaper']);
    expect(settings.carousels.no_results).toMatchObject({ profile: 'no result found', limit: 200 });
    expect(settings.ad_slots.map((slot) => `${slot.location}:${slot.position}`)).toContain('SEARCH:UPPER');
    expect(settings.banners[0]?.image?.url).toMatch(/^http:\/\/.+\/contentstack\/assets\/.+\.svg$/);
  });

  it('fails at start-up with a clear error when Contentstack is not configured or refuses the keys', async () => {
    const services = emulatorServices(emulator.url);
    const none = createBookshop({ ...services, contentstack: undefined });
    const missing = (await none.content.settings().catch((e) => e)) as BookshopError;
    expect(missing).toBeInstanceOf(BookshopError);
    expect(missing.message).toMatch(/contentstack.*BOOKSHOP_CONTENTSTACK_API_KEY/);
    const wrongKey = createBookshop({ ...services, contentstack: { ...services.contentstack, apiKey: 'nope' } });
    const refused = (await wrongKey.content.settings().catch((e) => e)) as HttpError;
    expect(refused).toBeInstanceOf(HttpError);
    expect([refused.status, refused.code, refused.message]).toEqual([412, '109', 'Api key is not valid.']);
  });

  it('reads the account banner images of business and staff customers, and none for consumers', async () => {
    const { content } = createBookshop(emulatorServices(emulator.url));
    const business = await content.accountBanner('b2b');
    expect(business).toMatchObject({
      customer_kind: 'b2b',
      desktop_image: { url: expect.stringMatching(/^http.*account-b2b-desktop\.svg$/) },
      mobile_image: { url: expect.stringMatching(/account-b2b-mobile\.svg$/) },
      alt_text: expect.stringContaining('churches'),
    });
    expect((await content.accountBanner('staff'))?.mobile_image.url).toMatch(/account-staff-mobile\.svg$/);
    expect(await content.accountBanner('b2c')).toBeNull();
  });

  it('reads the header navigation and the footer', async () => {
    const nav = await bookshop().content.navigation();
    expect(nav?.top_nav[0]?.link.title).toBe('Shop By');
    expect(nav?.top_nav.length).toBeGreaterThan(10);
    for (const item of nav?.top_nav ?? []) {
      for (const column of item.columns) expect(column.navlink.length).toBeLessThanOrEqual(10);
    }
    expect(nav?.top_nav.find((item) => item.link.title === 'Bibles')?.grey_links?.navigation_link[0]?.title).toBe(
      'New Releases',
    );
    const footer = await bookshop().content.footer();
    expect(footer?.copyright?.main_text).toMatch(/All rights reserved/);
    expect(footer?.text_banner_kiosk?.value).toBeTruthy();
    expect(footer?.info_links[0]).toMatchObject({ title: 'Free Shipping', link: { href: '/help/shipping-rates' } });
  });

  it('reads category content by key, and null for a category without any', async () => {
    const content = await bookshop().content.categoryContent('web_bibles');
    expect(content?.category_key).toBe('web_bibles');
    expect(content?.description).toContain('<h2>Bibles</h2>');
    expect(content?.ad_slots.map((slot) => slot.position)).toEqual(['UPPER', 'LOWER']);
    expect(await bookshop().content.categoryContent('web_nothing_here')).toBeNull();
  });

  it('lists the 15 stores and reads one by slug', async () => {
    const stores = await bookshop().content.stores();
    expect(stores).toHaveLength(15);
    const westRyde = await bookshop().content.store('west-ryde');
    expect(westRyde).toMatchObject({ url: '/stores/west-ryde', address: { suburb: 'West Ryde', postcode: '2114' } });
    expect(westRyde?.hours).toHaveLength(7);
    expect(await bookshop().content.store('atlantis')).toBeNull();
  });

  it('reads help and info pages, help articles, blog posts and author pages by URL', async () => {
    const content = bookshop().content;
    expect((await content.page('/help/shipping-rates'))?.body).toContain('Free shipping on orders over $99');
    expect((await content.page('/contact-us'))?.form_embed).toBe('contact');
    expect(await content.page('/help/nowhere')).toBeNull();
    expect((await content.helpArticle('/help/faq/general-faq'))?.faqs.length).toBeGreaterThan(0);
    const post = await content.blogPost('/blog/choosing-a-study-bible');
    expect(post?.author[0]).toMatchObject({ name: 'Timothy Keller', url: '/author/timothy-keller' });
    const { entries, total } = await content.blogPosts({ limit: 3 });
    expect([entries.length, total]).toEqual([3, 8]);
    expect((await content.authorPage('/author/max-lucado'))?.name).toBe('Max Lucado');
  });

  it('lists the addresses of every page, help article and author page, a page at a time', async () => {
    const pages = await bookshop().content.entryUrls({ type: 'page' });
    expect(pages.entries.map((entry) => entry.url)).toEqual(expect.arrayContaining(['/help', '/contact-us']));
    expect(pages.total).toBe(pages.entries.length);
    expect(pages.entries.every((entry) => !Number.isNaN(Date.parse(entry.updated_at ?? '')))).toBe(true);
    const articles = await bookshop().content.entryUrls({ type: 'help_article', limit: 2 });
    expect(articles.entries).toHaveLength(2);
    expect(articles.total).toBeGreaterThan(2);
    const next = await bookshop().content.entryUrls({ type: 'help_article', limit: 2, skip: 2 });
    expect(next.entries[0]?.url).not.toBe(articles.entries[0]?.url);
    expect(articles.entries.every((entry) => entry.url.startsWith('/help/faq/'))).toBe(true);
    const authors = await bookshop().content.entryUrls({ type: 'author_page' });
    expect(authors.entries.length).toBeGreaterThan(0);
    expect(authors.entries.every((entry) => entry.url.startsWith('/author/'))).toBe(true);
  });

  it('finds blog and author pages for the search box, never help articles', async () => {
    const results = await bookshop().content.contentSearch('keller');
    expect(results.length).toBeGreaterThan(0);
    expect(results.find((result) => result.type === 'author')).toMatchObject({ name: 'Timothy Keller' });
    for (const result of results) {
      expect(['blog', 'author']).toContain(result.type);
      expect(result.uid).toMatch(/^blt/);
    }
    const faq = await bookshop().content.contentSearch('faq');
    expect(faq.every((result) => result.type !== ('help_center_article' as string))).toBe(true);
  });

  it('finds the help-centre URL, preferring the general FAQ', async () => {
    expect(await bookshop().content.helpCentreUrl()).toBe('/help/faq/general-faq');
  });
});
