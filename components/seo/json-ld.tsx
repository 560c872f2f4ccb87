import { serializeJsonLd } from '@/lib/structured-data';

/**
 * Structured data as `<script type="application/ld+json">`, rendered on the server with the page.
 * The JSON is escaped (`<` → `\u003c` …), so content such as `</script>` cannot end the script.
 */
export function JsonLd({ data }: { data: object }) {
  return (
    <script
      type="application/ld+json"
      // Safe: serializeJsonLd leaves no `<`, `>` or `&` in the text.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
