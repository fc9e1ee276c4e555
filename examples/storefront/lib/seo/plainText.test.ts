import { describe, expect, it } from 'vitest';
import { plainText, summary, withoutHeadings } from './plainText';

describe('plainText', () => {
  it('drops tags, scripts and comments and decodes entities', () => {
    expect(plainText('<p>Grace &amp; <b>truth</b></p>\n<p>for&nbsp;all</p>')).toBe('Grace & truth for all');
    expect(plainText('<script>alert("x")</script><style>p{}</style>Safe<!-- note -->')).toBe('Safe');
    expect(plainText('<p>Every <b>translation</b>.</p><ul><li>NIV</li><li>ESV</li></ul>')).toBe(
      'Every translation. NIV ESV',
    );
    expect(plainText('&#8220;Hope&#x201D; &unknown; 5 &lt; 6')).toBe('“Hope” &unknown; 5 < 6');
  });

  it('leaves text that only looks like a tag', () => {
    expect(plainText('5 < 6 and 7 > 2')).toBe('5 < 6 and 7 > 2');
  });
});

it('withoutHeadings drops headings and what they say', () => {
  expect(plainText(withoutHeadings('<h2>Bibles</h2><p>Find the right Bible.</p><H3 class="x">More</H3>'))).toBe(
    'Find the right Bible.',
  );
});

describe('summary', () => {
  it('keeps short text whole', () => {
    expect(summary('A short description.')).toBe('A short description.');
  });

  it('cuts at a word boundary, without trailing punctuation, and marks the cut', () => {
    expect(summary('Grace and truth, for every day of the year', 20)).toBe('Grace and truth…');
    expect(summary('<p>Grace and <em>truth</em> for every day</p>', 24)).toBe('Grace and truth for…');
  });

  it('cuts a long word when there is no boundary near the limit', () => {
    expect(summary('Supercalifragilisticexpialidocious', 10)).toBe('Supercali…');
  });

  it('is never longer than the limit', () => {
    const words = 'In the beginning was the Word, and the Word was with God; <b>and</b> the Word was God.';
    for (let max = 10; max <= words.length + 5; max++) {
      const cut = summary(words, max);
      expect(cut.length).toBeLessThanOrEqual(max);
      expect(cut).not.toContain('<');
    }
  });
});
