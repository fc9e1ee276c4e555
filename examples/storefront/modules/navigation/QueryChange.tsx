'use client';

import { useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';

/**
 * Calls `onChange` when the URL's query changes (not on mount) and renders nothing. Reading the query needs a
 * Suspense boundary, and React streams a boundary's larger content after the page shell; keeping only this inside
 * one lets the menu it serves be part of the shell, so it does not push the page down when it arrives.
 */
export function QueryChange({ onChange }: { onChange: () => void }) {
  const query = useSearchParams().toString();
  // Compared, not flagged: Strict Mode's second mount must not count as a change (it would empty the search box).
  const last = useRef(query);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new query is what this effect reacts to
  useEffect(() => {
    if (last.current === query) return;
    last.current = query;
    onChange();
  }, [query]);
  return null;
}
