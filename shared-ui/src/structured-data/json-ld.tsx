import type { Thing } from 'schema-dts';

export interface JsonLdProps {
  /** The page's nodes, joined in one `@graph`; nodes refer to each other by `@id`. */
  nodes: readonly Exclude<Thing, string>[];
}

/**
 * Structured data for search engines, rendered in place by the page's own
 * component tree so that it is part of the pre-rendered HTML. The script is a
 * data block, never executed, so the CSP's script-src does not apply to it.
 */
export function JsonLd({ nodes }: JsonLdProps) {
  const json = JSON.stringify({ '@context': 'https://schema.org', '@graph': nodes })
    // "</script>" or "<!--" inside copy must not end or confuse the element.
    .replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
