/**
 * How an image loads. One that is likely the page's largest paint (a hero, a top banner, a first-row cover) loads at
 * once with high priority: lazy, it waits for layout. Every other image waits until it nears the screen.
 */
export function imageLoading(priority: boolean): { loading: 'eager' | 'lazy'; fetchPriority?: 'high' } {
  return priority ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'lazy' };
}
