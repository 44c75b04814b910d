import { i18next } from "@/lib/i18n/i18n";
import { PASSWORD_CHECKS, type PasswordCheck } from "@trophy/shared/rules/password";
import { CircleCheck, Circle } from "lucide-react";
import { cn } from "@/lib/cn";

/** Each check's label in the current language (the shared rule's labels are English only). */
function labelOf(id: PasswordCheck["id"]): string {
  switch (id) {
    case "length":
      return i18next.t("auth:checkLength");
    case "uppercase":
      return i18next.t("auth:checkUppercase");
    case "lowercase":
      return i18next.t("auth:checkLowercase");
    case "number":
      return i18next.t("auth:checkNumber");
  }
}

/** The live password checklist (docs/product.md §2, Register), ticked as the user types. */
export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  return (
    <ul id={id} className="grid grid-cols-2 gap-1.5">
      {PASSWORD_CHECKS.map((check) => {
        const met = check.test(password);
        const Icon = met ? CircleCheck : Circle;
        return (
          <li
            key={check.id}
            className={cn(
              "flex min-w-0 items-center gap-1.5 text-xs",
              met ? "text-emerald-700" : "text-slate-600",
            )}
          >
            <Icon aria-hidden="true" className="size-3.5 shrink-0" />
            {labelOf(check.id)}
          </li>
        );
      })}
    </ul>
  );
}
