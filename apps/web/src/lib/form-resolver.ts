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

/**
 * A form whose rule says something else than another form's same field and rule (a custom
 * reward's cost has its own minimum) looks its texts up under its scope first
 * (`customReward.trophyCost.too_small`), with the values they name.
 */
export interface ValidationScope {
  scope: string;
  values?: Record<string, string | number>;
}

function translate(errors: FieldErrors, within: ValidationScope | null, prefix = ""): void {
  for (const [name, value] of Object.entries(errors)) {
    if (!value || typeof value !== "object") continue;
    const error = value as Error & Record<string, unknown>;
    const path = prefix ? `${prefix}.${name}` : name;
    if (typeof error.type === "string" && typeof error.message === "string") {
      const key = validationKey(path.replace(/\.\d+(?=\.|$)/g, ""), error.type);
      const keys = within ? [`${within.scope}.${key}`, key] : [key];
      // The key is built at run time; the catalogue test checks every key is a known one.
      const lookup = i18next.t as unknown as (key: string, options: object) => string;
      const found = keys.find((k) => i18next.exists(`validation:${k}`, { keySeparator: false }));
      if (found) {
        error.message = lookup(found, {
          ns: "validation",
          keySeparator: false,
          ...within?.values,
        });
      }
    } else {
      translate(error as FieldErrors, within, path);
    }
  }
}

function translating(resolve: Resolver, within: ValidationScope | null): Resolver {
  return (async (values, context, options) => {
    const result = await resolve(values, context, options);
    translate(result.errors, within);
    return result;
  }) as Resolver;
}

/** The resolver for a form whose texts have a scope of their own (ValidationScope), or none. */
export function zodResolverIn(within: ValidationScope | null): typeof schemaResolver {
  return ((...args: Parameters<typeof schemaResolver>) =>
    translating(schemaResolver(...args) as Resolver, within)) as typeof schemaResolver;
}

export const zodResolver = zodResolverIn(null);
