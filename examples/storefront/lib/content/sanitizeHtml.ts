import DOMPurify from 'isomorphic-dompurify';

/**
 * Content-service HTML made safe to render (spec C2: category descriptions): scripts, styles, forms, frames and
 * every event handler or `javascript:` URL are removed; images and links stay. Links leaving the shop open in a new
 * tab without giving it a handle on this one.
 *
 * @example
 * ```ts
 * sanitizeHtml('<p>Hi<img src=x onerror="alert(1)"></p><script>alert(2)</script>'); // '<p>Hi<img src="x"></p>'
 * ```
 */
export function sanitizeHtml(html: string): string {
  const clean = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed', 'svg', 'math'],
    FORBID_ATTR: ['style'],
  });
  return clean.replace(/<a (?=[^>]*href="https?:)/g, '<a rel="noopener noreferrer" target="_blank" ');
}

/**
 * A content-service SVG icon made safe to inline: shapes, fills and gradients stay; scripts, event handlers, links,
 * `<foreignObject>` (HTML inside the icon), `<use>` of other documents and style sheets are removed.
 *
 * @example
 * ```ts
 * sanitizeSvg('<svg onload="alert(1)" viewBox="0 0 24 24"><path d="M0 0h24"/></svg>');
 * // '<svg viewBox="0 0 24 24"><path d="M0 0h24"></path></svg>'
 * ```
 */
export function sanitizeSvg(svg: string): string {
  return DOMPurify.sanitize(svg, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['a', 'foreignObject', 'use', 'style', 'script', 'image'],
    FORBID_ATTR: ['style', 'href', 'xlink:href'],
  });
}
