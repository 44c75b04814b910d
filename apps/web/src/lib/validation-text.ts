import { i18next } from "./i18n/i18n";

/** The `validation` key of a failed rule: its field's path and zod's issue code. */
export function validationKey(path: string, code: string): string {
  return `${path}.${code}`;
}

function lookUp(key: string): string | undefined {
  if (!i18next.exists(`validation:${key}`, { keySeparator: false })) return undefined;
  // The key is built at run time; the catalogue test checks every key is a known one.
  const lookup = i18next.t as unknown as (key: string, options: object) => string;
  return lookup(key, { ns: "validation", keySeparator: false });
}

/**
 * A failed rule's message in the reader's language (the `validation` catalogues), looked up by its
 * field and issue code, `<field>.<code>`; undefined when the catalogue has no such key. A form
 * whose rule for a field says something else than the others' (`form`) has its own keys first,
 * `<form>.<field>.<code>`.
 */
export function validationText(path: string, code: string, form?: string): string | undefined {
  return (
    (form && lookUp(validationKey(`${form}.${path}`, code))) || lookUp(validationKey(path, code))
  );
}

/** A schema's issue as a form shows it: its message in the reader's language, else as written. */
export function issueText(issue: {
  path: readonly PropertyKey[];
  code: string;
  message: string;
}): string {
  return validationText(issue.path.map(String).join("."), issue.code) ?? issue.message;
}
