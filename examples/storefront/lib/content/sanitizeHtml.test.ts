import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitizeHtml';

describe('sanitizeHtml', () => {
  it('keeps text, images and links', () => {
    expect(sanitizeHtml('<h2>Bibles</h2><p><img src="/a.svg" alt="A" width="600"> <a href="/help">Help</a></p>')).toBe(
      '<h2>Bibles</h2><p><img src="/a.svg" alt="A" width="600"> <a href="/help">Help</a></p>',
    );
  });

  it('removes scripts, event handlers and javascript: links', () => {
    const hostile =
      '<p>Hi<img src="x" onerror="window.hacked=1"></p><script>window.hacked=2</script>' +
      '<a href="javascript:alert(1)">x</a><svg onload="alert(1)"></svg><iframe src="https://evil.example"></iframe>' +
      '<p style="background:url(javascript:alert(1))" onclick="alert(1)">y</p>';
    const clean = sanitizeHtml(hostile);
    expect(clean).not.toMatch(/script|onerror|onload|onclick|javascript:|iframe|svg|style=/i);
    expect(clean).toContain('<img src="x">');
  });

  it('opens outside links in a new tab without an opener', () => {
    expect(sanitizeHtml('<a href="https://example.org/x">x</a>')).toBe(
      '<a rel="noopener noreferrer" target="_blank" href="https://example.org/x">x</a>',
    );
  });
});
