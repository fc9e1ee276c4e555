import { describe, expect, it } from 'vitest';
import { pickHelpCentreUrl } from './helpCentreUrl';

const hit = (url: string, type = 'help_center_article') => ({ uid: url, name: url, url, type });

describe('pickHelpCentreUrl', () => {
  it('prefers a help article under /general-faq', () => {
    expect(
      pickHelpCentreUrl([hit('/blog/general-faq', 'blog'), hit('/help/faq/orders'), hit('/help/faq/general-faq')]),
    ).toBe('/help/faq/general-faq');
  });
  it('falls back to the first help article, then to nothing', () => {
    expect(pickHelpCentreUrl([hit('/author/x', 'author'), hit('/help/faq/orders'), hit('/help/faq/returns')])).toBe(
      '/help/faq/orders',
    );
    expect(pickHelpCentreUrl([hit('/blog/a', 'blog'), hit('', 'help_center_article')])).toBeUndefined();
  });
});
