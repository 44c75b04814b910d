// The resolver every schema-validated form uses. The shared schemas keep their English messages
// (the server answers them); here each failed rule becomes a key of the `validation` namespace,
// `<field>.<zod issue code>` ("code.too_small"), shown in the current language (lib/
// validation-text.ts). A rule without a key of its own keeps zod's message, which zod's locale
// already gives in the language.
import "./i18n/zod-locale";
import { zodResolver as schemaResolver } from "@hookform/resolvers/zod";
import type { FieldErrors, Resolver } from "react-hook-form";
import { i18next } from "./i18n/i18n";
import { validationText } from "./validation-text";

// The validation texts travel with the forms that need them.
void i18next.loadNamespaces("validation");

type Error = { type?: unknown; message?: unknown };

function translate(errors: FieldErrors, form: string | undefined, prefix = ""): void {
  for (const [name, value] of Object.entries(errors)) {
    if (!value || typeof value !== "object") continue;
    const error = value as Error & Record<string, unknown>;
    const path = prefix ? `${prefix}.${name}` : name;
    if (typeof error.type === "string" && typeof error.message === "string") {
      error.message =
        validationText(path.replace(/\.\d+(?=\.|$)/g, ""), error.type, form) ?? error.message;
    } else {
      translate(error as FieldErrors, form, path);
    }
  }
}

/** The resolver of `form`'s fields, whose own keys (`<form>.<field>.<code>`) come first. */
function keyedResolver(form?: string): typeof schemaResolver {
  return ((...args: Parameters<typeof schemaResolver>) => {
    const resolve = schemaResolver(...args) as Resolver;
    return (async (values, context, options) => {
      const result = await resolve(values, context, options);
      translate(result.errors, form);
      return result;
    }) as Resolver;
  }) as typeof schemaResolver;
}

export const zodResolver = keyedResolver();

/**
 * The resolver of the reward forms (a parent/guide's custom rewards, the admin's base rewards):
 * their trophy cost's rule is a minimum of 1 where a gift card's is "greater than 0".
 */
export const rewardResolver = keyedResolver("reward");
