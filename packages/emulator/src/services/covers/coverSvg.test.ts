import { describe, expect, it } from 'vitest';
import { coverSvg } from './coverSvg';

const product = { sku: '9783151559863', name: 'Grace & <Truth> for "Everyone"', authors: ['Ann Lee'] };

describe('coverSvg', () => {
  it('draws the same cover for a sku every time, and different artwork for another sku', () => {
    expect(coverSvg(product)).toBe(coverSvg(product));
    expect(coverSvg({ ...product, sku: '9780000000002' })).not.toBe(coverSvg(product));
  });

  it('escapes the title and author', () => {
    const svg = coverSvg({ ...product, authors: ["O'Brien & Sons"] });
    expect(svg).toContain('aria-label="Grace &amp; &lt;Truth&gt; for &quot;Everyone&quot;"');
    expect(svg).toContain('O&apos;Brien &amp; Sons');
    expect(svg).not.toMatch(/<Truth>/);
  });

  it('carries enough detail for Chrome to count it as a largest contentful paint at twice its size', () => {
    // Chrome skips images under 0.05 bits per displayed pixel; a phone shows the 300×450 cover at about 2×.
    const bitsPerPixel = (Buffer.byteLength(coverSvg(product)) * 8) / (600 * 900);
    expect(bitsPerPixel).toBeGreaterThan(0.05);
  });
});
