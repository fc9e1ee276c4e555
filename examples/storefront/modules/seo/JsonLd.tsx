import { type JsonLdNode, jsonLdText } from '@/lib/seo/jsonLd';

/**
 * Structured data, rendered on the server: one `<script type="application/ld+json">` per node, with the page's CSP
 * nonce. The JSON is escaped so that no text in it (a product name, content, a search term) can close the element.
 * Ships no JavaScript to the browser. A page states each thing once, so its `@id` or type names it.
 */
export function JsonLd({ nodes, nonce }: { nodes: readonly JsonLdNode[]; nonce?: string }) {
  return nodes.map((node) => (
    <script
      key={node['@id'] ?? [node['@type']].flat().join(' ')}
      type="application/ld+json"
      nonce={nonce}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with <, >, & and line separators escaped (jsonLdText)
      dangerouslySetInnerHTML={{ __html: jsonLdText(node) }}
    />
  ));
}
