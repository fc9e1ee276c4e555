'use client';

import { SearchBox, useAutocomplete } from '@bookshop/react';
import { usePathname, useRouter } from 'next/navigation';
import { Suspense } from 'react';
import { loadSuggestions } from '@/lib/search/searchApi';
import { QueryChange } from '../navigation/QueryChange';
import styles from './SearchBar.module.css';

/**
 * The header's search bar: suggestions while typing, the results page on Enter; it empties on every route change,
 * a new path or a new query (`/search?q=psalm` → `/search?q=bible`).
 */
export function SearchBar() {
  const router = useRouter();
  const pathname = usePathname();
  const autocomplete = useAutocomplete({ load: loadSuggestions, resetKey: pathname });
  return (
    <>
      <SearchBox
        autocomplete={autocomplete}
        onNavigate={(href) => router.push(href)}
        className={styles.root}
        classNames={styles}
        emptyState={<p>We couldn’t find anything for that search.</p>}
      />
      <Suspense fallback={null}>
        <QueryChange onChange={autocomplete.controller.reset} />
      </Suspense>
    </>
  );
}
