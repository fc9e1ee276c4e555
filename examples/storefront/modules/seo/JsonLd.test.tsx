// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import { breadcrumbJsonLd } from '@/lib/seo/breadcrumbJsonLd';
import { productJsonLd } from '@/lib/seo/productJsonLd';
import { storeJsonLd } from '@/lib/seo/storeJsonLd';
import { JsonLd } from './JsonLd';

const HOSTILE = `</script><script>window.__pwned = 1</script><!-- "quoted" 'single' & \u2028`;

it('hostile text in a product name and content stays inside its JSON-LD block, and reads back whole', () => {
  const product = productJsonLd('https://www.koorong.com', {
    id: 'p1',
    name: HOSTILE,
    slug: 'hostile',
    description: `<p>${HOSTILE}</p>`,
    sku: 'S1',
    variantId: 1,
    authors: [HOSTILE],
    rating: 0,
    availability: { state: 'available', isOnStock: true },
  });
  const store = storeJsonLd('https://www.koorong.com', {
    uid: 's',
    title: HOSTILE,
    url: '/stores/x',
    slug: 'x',
    store_id: 'S1',
    locale: undefined,
    updated_at: undefined,
    address: { street: HOSTILE, suburb: 'Adelaide', state: 'SA', postcode: '5000', country: 'AU' },
    phone: undefined,
    email: undefined,
    hours: [],
    services: [],
  });
  const crumbs = breadcrumbJsonLd('https://www.koorong.com', [{ label: `Search: ${HOSTILE}`, href: '/search?q=x' }]);
  const html = renderToStaticMarkup(<JsonLd nodes={[product, store, crumbs]} nonce="abc123" />);

  document.body.innerHTML = html;
  const scripts = [...document.querySelectorAll('script')];
  expect(scripts).toHaveLength(3);
  for (const script of scripts) {
    expect(script.getAttribute('type')).toBe('application/ld+json');
    expect(script.getAttribute('nonce')).toBe('abc123');
  }
  expect(scripts.map((script) => JSON.parse(script.textContent ?? ''))).toEqual([product, store, crumbs]);
  expect(JSON.parse(scripts[0]?.textContent ?? '').name).toBe(HOSTILE);
  expect(html).not.toContain('</script><script>');
});
