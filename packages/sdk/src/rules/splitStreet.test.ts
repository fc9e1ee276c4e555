import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitStreet } from './splitStreet';

describe('splitStreet', () => {
  it('takes the first word as the number and the rest as the name', () => {
    expect(splitStreet('12 Smith Street')).toEqual({ streetNumber: '12', streetName: 'Smith Street' });
    expect(splitStreet('  3/45   Old  Coach Road ')).toEqual({ streetNumber: '3/45', streetName: 'Old Coach Road' });
  });

  it('handles a single word and an empty line', () => {
    expect(splitStreet('Smith')).toEqual({ streetNumber: 'Smith', streetName: '' });
    expect(splitStreet('')).toEqual({ streetNumber: '', streetName: '' });
    expect(splitStreet('   ')).toEqual({ streetNumber: '', streetName: '' });
  });

  it('loses no words', () => {
    const word = fc.stringMatching(/^[A-Za-z0-9/-]{1,8}$/);
    fc.assert(
      fc.property(fc.array(word, { maxLength: 6 }), (words) => {
        const { streetNumber, streetName } = splitStreet(words.join('   '));
        expect([streetNumber, streetName].filter(Boolean).join(' ')).toBe(words.join(' '));
      }),
    );
  });
});
