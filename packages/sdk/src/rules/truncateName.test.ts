import { describe, expect, it } from 'vitest';
import { NAME_LENGTH_AUTOCOMPLETE, NAME_LENGTH_FLYOUT, truncateName } from './truncateName';

const long =
  'The Pilgrim’s Progress: From This World to That Which Is to Come, Delivered under the Similitude of a Dream';

describe('truncateName', () => {
  it('cuts past 35 characters by default', () => {
    expect(truncateName(long)).toBe('The Pilgrim’s Progress: From This W…');
  });

  it('keeps a name that fits, up to and including the limit', () => {
    expect(truncateName('Mere Christianity')).toBe('Mere Christianity');
    expect(truncateName('x'.repeat(35))).toBe('x'.repeat(35));
    expect(truncateName('x'.repeat(36))).toBe(`${'x'.repeat(35)}…`);
  });

  it('takes the autocomplete and flyout lengths', () => {
    expect(truncateName(long, NAME_LENGTH_AUTOCOMPLETE)).toBe(`${long.slice(0, 50)}…`);
    expect(truncateName(long, NAME_LENGTH_FLYOUT)).toBe(`${long.slice(0, 70).trimEnd()}…`);
  });

  it('drops white space before the ellipsis', () => {
    expect(truncateName('Grace upon grace', 6)).toBe('Grace…');
  });

  it('never splits a character made of two code units', () => {
    expect(truncateName('😀😀😀', 2)).toBe('😀😀…');
  });

  it('treats a limit below zero as zero', () => {
    expect(truncateName('Psalms', -1)).toBe('…');
  });
});
