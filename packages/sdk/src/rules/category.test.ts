import { describe, expect, it } from 'vitest';
import { categoryLineage } from './category';

const keys = (nodes: { key?: string | null }[]) => nodes.map((node) => node.key);

describe('categoryLineage', () => {
  it('reads ancestors root first and hides ecom', () => {
    const lineage = categoryLineage({
      key: 'web_bibles_niv',
      ancestors: [{ key: 'ecom' }, { key: 'web_bibles' }],
      parent: { key: 'ignored' },
    });
    expect(keys(lineage)).toEqual(['web_bibles', 'web_bibles_niv']);
  });

  it('walks the parent chain when there are no ancestors', () => {
    const lineage = categoryLineage({
      key: 'web_bibles_niv_study',
      ancestors: [],
      parent: { key: 'web_bibles_niv', parent: { key: 'web_bibles', parent: { key: 'ecom' } } },
    });
    expect(keys(lineage)).toEqual(['web_bibles', 'web_bibles_niv', 'web_bibles_niv_study']);
  });

  it('is just the category for a top category', () => {
    expect(keys(categoryLineage({ key: 'web_bibles' }))).toEqual(['web_bibles']);
    expect(keys(categoryLineage({ key: 'web_bibles', ancestors: null, parent: null }))).toEqual(['web_bibles']);
  });

  it('is empty for the root itself', () => {
    expect(categoryLineage({ key: 'ecom' })).toEqual([]);
  });
});
