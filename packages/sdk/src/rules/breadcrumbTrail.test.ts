import { describe, expect, it } from 'vitest';
import { breadcrumbTrail } from './breadcrumbTrail';

const ecom = { key: 'ecom', name: 'Ecom', slug: 'ecom' };
const bibles = { key: 'web_bibles', name: 'Bibles', slug: 'web_bibles' };

describe('breadcrumbTrail', () => {
  it('lists the ancestors root first, then the category, without ecom', () => {
    expect(
      breadcrumbTrail({
        key: 'web_bibles_study_devotional',
        name: 'Study_Devotional',
        slug: 'web_bibles_study_devotional',
        ancestors: [ecom, bibles],
      }),
    ).toEqual([
      { key: 'web_bibles', label: 'Bibles', href: '/category/bibles' },
      { key: 'web_bibles_study_devotional', label: 'Study, Devotional', href: '/category/bibles/study/devotional' },
    ]);
  });

  it('follows the parent chain when ancestors were not expanded', () => {
    expect(
      breadcrumbTrail({
        key: 'web_bibles_niv',
        name: 'NIV',
        slug: 'web_bibles_niv',
        parent: { ...bibles, parent: ecom },
      }),
    ).toEqual([
      { key: 'web_bibles', label: 'Bibles', href: '/category/bibles' },
      { key: 'web_bibles_niv', label: 'NIV', href: '/category/bibles/niv' },
    ]);
  });

  it('skips ancestors it cannot show or link', () => {
    expect(
      breadcrumbTrail({ name: 'NIV', slug: 'web_bibles_niv', ancestors: [{ key: 'web_bibles' }, { name: 'Bibles' }] }),
    ).toEqual([{ label: 'NIV', href: '/category/bibles/niv' }]);
  });

  it('is empty for the root', () => {
    expect(breadcrumbTrail(ecom)).toEqual([]);
  });
});
