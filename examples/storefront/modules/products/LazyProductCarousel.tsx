'use client';

import dynamic from 'next/dynamic';

/**
 * The product carousel in a chunk of its own, for a screen that shows one only now and then (a listing's empty
 * search), so that screen's first load does not carry it. Still rendered on the server.
 */
export const LazyProductCarousel = dynamic(() => import('./ProductCarousel').then((module) => module.ProductCarousel));
