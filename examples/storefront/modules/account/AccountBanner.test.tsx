// @vitest-environment jsdom
import type { AccountBannerContent, Customer } from '@bookshop/sdk';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AccountBanner } from './AccountBanner';

const customer = {
  id: 'c1',
  version: 1,
  email: 'grace@example.com',
  firstName: 'Grace',
  lastName: 'Whitfield',
  title: 'Mrs',
  customerNumber: '10000001',
  createdAt: '2019-03-14T00:00:00.000Z',
} as Customer;
const asset = (name: string) => ({ uid: name, url: `https://cdn.example/${name}.svg` });
const images = {
  uid: 'b1',
  title: 'Staff accounts',
  customer_kind: 'staff',
  desktop_image: asset('desktop'),
  mobile_image: asset('mobile'),
  alt_text: 'Koorong staff',
} as AccountBannerContent;

const render = (props: Partial<Parameters<typeof AccountBanner>[0]>) => {
  document.body.innerHTML = renderToStaticMarkup(<AccountBanner customer={customer} {...props} />);
  return document.body;
};

describe('AccountBanner', () => {
  it('art-directs the images: the mobile crop on small screens, the desktop one otherwise', () => {
    const body = render({ images });
    const source = body.querySelector('picture source');
    expect([source?.getAttribute('media'), source?.getAttribute('srcset')]).toEqual([
      '(max-width: 780px)',
      'https://cdn.example/mobile.svg',
    ]);
    const img = body.querySelector('picture img');
    expect([img?.getAttribute('src'), img?.getAttribute('alt')]).toEqual([
      'https://cdn.example/desktop.svg',
      'Koorong staff',
    ]);
  });

  it('shows the points, the plural and the tier, and leaves the widget out without loyalty', () => {
    const withPoints = render({
      loyalty: { email: customer.email, pointsBalance: 1250, pointsEarned: 2000, tier: 'Gold' },
    });
    expect(withPoints.querySelector('#rewards-heading')?.textContent).toBe('Koorong Rewards');
    expect(withPoints.textContent).toContain('1,250 points to spend');
    expect(withPoints.textContent).toContain('Gold member');
    const one = render({ loyalty: { email: customer.email, pointsBalance: 1, pointsEarned: 1, tier: null } });
    expect(one.textContent).toContain('1 point to spend');
    expect(one.textContent).not.toContain('member');
    const none = render({});
    expect(none.querySelector('#rewards-heading')).toBeNull();
    expect(none.querySelector('picture')).toBeNull();
    expect(none.textContent).toContain('Member Number: 10000001');
  });
});
