// The resolver every schema-validated form uses. The shared schemas keep their English messages
// (the server answers them); here each failed rule becomes a key of the `validation` namespace,
// `<field>.<zod issue code>` ("code.too_small"), shown in the current language. A rule without a
// key of its own keeps zod's message, which zod's locale already gives in the language.
import "./i18n/zod-locale";
import { zodResolver as schemaResolver } from "@hookform/resolvers/zod";
import type { FieldErrors, Resolver } from "react-hook-form";
import { i18next } from "./i18n/i18n";

// The validation texts travel with the forms that need them.
void i18next.loadNamespaces("validation");

type Error = { type?: unknown; message?: unknown };

/** The `validation` key of a failed rule: its field's path and zod's issue code. */
export function validationKey(path: string, code: string): string {
  return `${path}.${code}`;
}

function translate(errors: FieldErrors, prefix = ""): void {
  for (const [name, value] of Object.entries(errors)) {
    if (!value || typeof value !== "object") continue;
    const error = value as Error & Record<string, unknown>;
    const path = prefix ? `${prefix}.${name}` : name;
    if (typeof error.type === "string" && typeof error.message === "string") {
      const key = validationKey(path.replace(/\.\d+(?=\.|$)/g, ""), error.type);
      // The key is built at run time; the catalogue test checks every key is a known one.
      const lookup = i18next.t as unknown as (key: string, options: object) => string;
      if (i18next.exists(`validation:${key}`, { keySeparator: false }))
        error.message = lookup(key, { ns: "validation", keySeparator: false });
    } else {
      translate(error as FieldErrors, path);
    }
  }
}

export const zodResolver: typeof schemaResolver = ((...args: Parameters<typeof schemaResolver>) => {
  const resolve = schemaResolver(...args) as Resolver;
  return (async (values, context, options) => {
    const result = await resolve(values, context, options);
    translate(result.errors);
    return result;
  }) as Resolver;
}) as typeof schemaResolver;
