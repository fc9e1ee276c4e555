import { describe, expect, it } from 'vitest';
import { categoryHeading } from './categoryHeading';

describe('categoryHeading', () => {
  it('shows underscores as commas', () => {
    expect(categoryHeading('Prayer_Devotion_Meditation')).toBe('Prayer, Devotion, Meditation');
    expect(categoryHeading('Prayer _ Devotion')).toBe('Prayer, Devotion');
  });

  it('leaves a plain name alone', () => {
    expect(categoryHeading('Kids & Youth')).toBe('Kids & Youth');
    expect(categoryHeading(' Bibles ')).toBe('Bibles');
  });
});
