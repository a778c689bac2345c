import type { Graph, Thing, WithContext } from 'schema-dts';

/** Structured data for crawlers. `<` is escaped so no text can close the script element early. */
export function JsonLd({ data }: { data: Graph | WithContext<Thing> }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
