/** The largest score a review can have. */
export const MAX_SCORE = 5;

/** A score as five stars, filled then empty: 4 → '★★★★☆'. Out-of-range scores are clamped, fractions rounded. */
export function stars(score: number): string {
  const filled = Math.min(MAX_SCORE, Math.max(0, Math.round(score)));
  return '★'.repeat(filled) + '☆'.repeat(MAX_SCORE - filled);
}
