import { describe, expect, it } from 'vitest';
import { dropAutocompleteProducts } from './dropAutocompleteProducts';

describe('dropAutocompleteProducts', () => {
  it('drops products for a corrected number of 6 or more digits', () => {
    expect(dropAutocompleteProducts('978031', '978032')).toBe(true);
    expect(dropAutocompleteProducts('9780310454786 ', '9780310454787')).toBe(true);
  });

  it('keeps them for words, short numbers and uncorrected queries', () => {
    expect(dropAutocompleteProducts('romans', 'roman')).toBe(false);
    expect(dropAutocompleteProducts('97803a', '978031')).toBe(false);
    expect(dropAutocompleteProducts('97803', '97804')).toBe(false);
    expect(dropAutocompleteProducts('978031', undefined)).toBe(false);
  });
});
