import { describe, expect, it } from 'vitest';
import { sanitizeHtml, sanitizeSvg } from './sanitizeHtml';

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

describe('sanitizeSvg', () => {
  it("keeps an icon's shapes and drops whatever could act or lead elsewhere", () => {
    const icon = '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M2 2h20v20H2z" fill="#900"></path></svg>';
    expect(sanitizeSvg(icon)).toBe(icon);
    const hostile =
      '<svg onload="window.hacked=1" viewBox="0 0 24 24"><script>window.hacked=2</script>' +
      '<a href="https://evil.example"><text>Log in again</text></a>' +
      '<foreignObject><form action="https://evil.example"><input name="p"></form></foreignObject>' +
      '<use href="https://evil.example/x.svg#i"></use><style>*{display:none}</style>' +
      '<path d="M0 0" style="fill:url(https://evil.example/t)"></path></svg>';
    const clean = sanitizeSvg(hostile);
    expect(clean).not.toMatch(/onload|script|<a|evil\.example|foreignObject|form|<use|<style|style=/i);
    expect(clean).toContain('<path d="M0 0">');
  });
});
