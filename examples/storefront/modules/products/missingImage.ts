/** Where a cover that is missing or fails to load falls back to (spec C8). */
export const MISSING_IMAGE = '/images/missing-image.svg';
