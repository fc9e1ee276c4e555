import { DEFAULT_RATING } from '@bookshop/sdk/rules';
import styles from './Rating.module.css';

/** A star rating out of 5, read out as 'Rated 3.5 out of 5'; no rating reads as 0 (spec C9). */
export function Rating({ value, className }: { value?: number | null; className?: string }) {
  const rating = Math.min(5, Math.max(0, Number(value) || DEFAULT_RATING));
  const rounded = Math.round(rating * 10) / 10;
  return (
    <span
      className={[styles.rating, className].filter(Boolean).join(' ')}
      role="img"
      aria-label={`Rated ${rounded} out of 5`}
    >
      <span className={styles.stars} aria-hidden="true">
        <span className={styles.fill} style={{ width: `${(rating / 5) * 100}%` }}>
          ★★★★★
        </span>
        ☆☆☆☆☆
      </span>
    </span>
  );
}
