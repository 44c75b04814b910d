import { PASSWORD_CHECKS } from "@trophy/shared/rules/password";
import { CircleCheck, Circle } from "lucide-react";
import { cn } from "@/lib/cn";

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
              "flex items-center gap-1.5 text-xs",
              met ? "text-emerald-700" : "text-slate-500",
            )}
          >
            <Icon aria-hidden="true" className="size-3.5" />
            {check.label}
          </li>
        );
      })}
    </ul>
  );
}
