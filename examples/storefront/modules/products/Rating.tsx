import { DEFAULT_RATING } from '@bookshop/sdk/rules';
import styles from './Rating.module.css';

/**
 * A star rating out of 5 (spec C9: no rating reads as 0). The rating is text ('Rated 3.5 out of 5'), hidden from the
 * eye; the stars are drawn for the eye alone, so no screen reader spells out '★★★★★ ☆☆☆☆☆'.
 */
export function Rating({ value, className }: { value?: number | null; className?: string }) {
  const rating = Math.min(5, Math.max(0, Number(value) || DEFAULT_RATING));
  const rounded = Math.round(rating * 10) / 10;
  return (
    <span className={[styles.rating, className].filter(Boolean).join(' ')}>
      <span className={styles.text}>{`Rated ${rounded} out of 5`}</span>
      <span className={styles.stars} aria-hidden="true">
        <span className={styles.fill} style={{ width: `${(rating / 5) * 100}%` }}>
          ★★★★★
        </span>
        ☆☆☆☆☆
      </span>
    </span>
  );
}
