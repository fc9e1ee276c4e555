import { describe, expect, it } from 'vitest';
import { contentHtml, formatContentDate } from './contentHtml';
import { isContentPath } from './helpLinks';

describe('contentHtml', () => {
  it('sanitises and says whether the body brings its own h1', () => {
    expect(contentHtml('<h1>Help</h1><p>Hi<img src=x onerror="alert(1)"></p><script>alert(2)</script>')).toEqual({
      html: '<h1>Help</h1><p>Hi<img src="x"></p>',
      hasHeading: true,
    });
    expect(contentHtml('<p>Body</p>')).toEqual({ html: '<p>Body</p>', hasHeading: false });
    expect(contentHtml(undefined)).toEqual({ html: '', hasHeading: false });
  });
});

describe('formatContentDate', () => {
  it('formats ISO dates in en-AU and keeps anything else', () => {
    expect(formatContentDate('2024-03-07')).toBe('7 March 2024');
    expect(formatContentDate('soon')).toBe('soon');
    expect(formatContentDate(undefined)).toBeUndefined();
  });
});

describe('isContentPath', () => {
  it('accepts lower-case hyphenated segments only', () => {
    expect(isContentPath(['faq', 'general-faq'])).toBe(true);
    expect(isContentPath(['FAQ'])).toBe(false);
    expect(isContentPath(['..'])).toBe(false);
    expect(isContentPath(['a', 'b', 'c', 'd', 'e'])).toBe(false);
  });
});
