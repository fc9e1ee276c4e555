import { useEffect, useLayoutEffect } from 'react';

/**
 * `useLayoutEffect` in the browser, where it runs in the commit itself (the hydrating one included), before the
 * browser paints or handles input; `useEffect` on the server, which runs neither and would warn about the first.
 */
export const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;
