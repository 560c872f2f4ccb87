import type { Graph, Thing, WithContext } from 'schema-dts';
import { serializeJsonLd } from '@/lib/structured-data';

/**
 * Structured data as `<script type="application/ld+json">`, rendered on the server with the page:
 * one schema.org node with its `@context` (schema-dts's `WithContext`), or a `@graph` of them.
 * The JSON is escaped (`<` → `\u003c` …), so content such as `</script>` cannot end the script.
 */
export function JsonLd({ data }: { data: WithContext<Thing> | Graph }) {
  return (
    <script
      type="application/ld+json"
      // Safe: serializeJsonLd leaves no `<`, `>` or `&` in the text.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
