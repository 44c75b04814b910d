/**
 * Puts values into a message's `{name}` placeholders, so numbers stay in constants.ts:
 * `fillTemplate("{limit} requests per hour", { limit: 100 })`. Unknown names stay as written.
 */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}
