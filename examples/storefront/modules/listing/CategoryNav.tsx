import type { ListingLayout } from '@bookshop/react';
import type { SearchState } from '@bookshop/sdk/rules';
import type { CategoryLink, CategoryTree } from '@/lib/data/listing';
import { listingHref } from '@/lib/listing/listingUrl';
import styles from './CategoryNav.module.css';

/**
 * The category navigation of a listing (depth 3): the current category's ancestors, itself and its children, or the
 * top sections. Choosing a category keeps the search text and sort and drops the other filters.
 */
export function CategoryNav({
  tree,
  state,
  layout,
}: {
  tree: CategoryTree;
  state: SearchState;
  layout: ListingLayout;
}) {
  if (!tree.lineage.length && !tree.children.length) return null;
  const href = (item: CategoryLink) =>
    listingHref({ q: state.q, tag: state.tag, sort: state.sort, category: item.path }, layout);
  const entry = (item: CategoryLink) =>
    item.current ? (
      <span aria-current="page" className={styles.current}>
        {item.label} <span className={styles.count}>({item.count})</span>
      </span>
    ) : (
      <a href={href(item)}>
        {item.label} <span className={styles.count}>({item.count})</span>
      </a>
    );
  // Ancestors nest, so the tree reads as a tree to screen readers too.
  const nest = (index: number) => {
    const item = tree.lineage[index];
    if (!item) {
      return tree.children.length ? (
        <ul>
          {tree.children.map((child) => (
            <li key={child.path.join('/')}>{entry(child)}</li>
          ))}
        </ul>
      ) : null;
    }
    return (
      <ul>
        <li>
          {entry(item)}
          {nest(index + 1)}
        </li>
      </ul>
    );
  };
  return (
    <nav aria-label="Categories" className={styles.nav}>
      <h2 className={styles.title}>Categories</h2>
      {tree.lineage.length ? (
        <a href={listingHref({ q: state.q, tag: state.tag, sort: state.sort }, layout)} className={styles.all}>
          All categories
        </a>
      ) : null}
      {nest(0)}
    </nav>
  );
}
