'use client';

import { Carousel } from '@bookshop/react';
import type { ReactNode } from 'react';
import styles from './ProductCarousel.module.css';

/** A product carousel (keen-slider, spec C9 breakpoints); the cards are rendered on the server and passed in. */
export function ProductCarousel({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Carousel label={label} className={styles.carousel} classNames={styles} spacing={16}>
      {children}
    </Carousel>
  );
}
