import { DEFAULT_RATING } from '@bookshop/sdk/rules';
import type { CSSProperties } from 'react';
import styles from './Rating.module.css';

/**
 * A star rating out of 5 (spec C9: no rating reads as 0). The rating is text ('Rated 3.5 out of 5'), hidden from the
 * eye; the stars are drawn for the eye alone, so no screen reader spells out '★★★★★ ☆☆☆☆☆'.
 */
export function Rating({ value, className }: { value?: number | null; className?: string }) {
  const rating = Math.min(5, Math.max(0, Number(value) || DEFAULT_RATING));
  const rounded = Math.round(rating * 10) / 10;
  // One element for the stars, its fill a custom property the stylesheet paints: every card repeats this markup in
  // the page's flight data, where a second layer of stars cost as much as the rest of the rating.
  const fill = { '--fill': `${Math.round(rating * 20)}%` } as CSSProperties;
  return (
    <span className={[styles.rating, className].filter(Boolean).join(' ')}>
      <span className={styles.text}>{`Rated ${rounded} out of 5`}</span>
      <span className={styles.stars} aria-hidden="true" style={fill}>
        ★★★★★
      </span>
    </span>
  );
}
