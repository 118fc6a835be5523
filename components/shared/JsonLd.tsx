import { serializeJsonLd, type JsonLdNode } from '@/lib/structured-data';

/** Structured data for search engines (not executed by browsers), escaped against `</script>`. */
export function JsonLd({ data }: { data: JsonLdNode }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
