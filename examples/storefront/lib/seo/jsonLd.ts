export const SCHEMA_CONTEXT = 'https://schema.org' as const;

/**
 * One JSON-LD node as a page renders it: a schema.org thing with its `@context`. Builders type their nodes with
 * `schema-dts`, so a property or value that schema.org does not define for the type fails the type check.
 */
export type JsonLdNode = {
  readonly '@context': typeof SCHEMA_CONTEXT;
  readonly '@type': string | readonly string[];
  readonly '@id'?: string;
};

// Characters that could end the script element or start markup (`<`, `>`), an entity (`&`), and the two line
// separators some JavaScript parsers reject in strings; each becomes its \u escape, which JSON reads back the same.
const UNSAFE = /[<>&\u2028\u2029]/g;

/**
 * A node's JSON for an inline `<script type="application/ld+json">`: `JSON.stringify` with the characters that could
 * close the element or open markup escaped, so text from a product name, content or a URL (`</script>`, `<!--`)
 * cannot leave the block, and quotes are JSON's own escapes.
 *
 * @example
 * ```ts
 * jsonLdText({ name: '</script><script>alert(1)</script>' });
 * // '{"name":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"}'
 * ```
 */
export function jsonLdText(node: object): string {
  return JSON.stringify(node).replace(UNSAFE, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
