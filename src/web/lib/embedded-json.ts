import type { z } from 'zod';

/**
 * The data the server embedded in a page (`<script type="application/json" id=...>`), checked by
 * `schema`; null when the element is missing or its content does not parse.
 */
export function readEmbeddedJson<Schema extends z.ZodType>(
  doc: Document,
  elementId: string,
  schema: Schema,
): z.infer<Schema> | null {
  const text = doc.getElementById(elementId)?.textContent;
  if (!text) return null;
  try {
    const result = schema.safeParse(JSON.parse(text));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}
