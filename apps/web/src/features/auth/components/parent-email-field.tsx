import { useTranslation } from "react-i18next";
import { UsersRound } from "lucide-react";
import { TextField, type TextFieldProps } from "@/components/ui/text-field";

const WHY_ID = "register-parent-email-why";

type ParentEmailFieldProps = Omit<TextFieldProps, "id" | "label" | "describedBy"> & {
  /** The installation's consent age, which the student is under. */
  age: number | undefined;
};

/**
 * A young student's parent/guide address, with why it is asked (docs/product.md, Privacy): the
 * account opens only once that parent agrees.
 */
export function ParentEmailField({ age, ...props }: ParentEmailFieldProps) {
  const { t } = useTranslation("auth");
  return (
    <div className="grid gap-2">
      <p
        id={WHY_ID}
        className="flex items-start gap-2 rounded-lg bg-sky-50 p-3 text-sm text-sky-900"
      >
        <UsersRound aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t("parentEmailWhy", { age: age ?? 0 })}
      </p>
      <TextField
        id="register-parent-email"
        label={t("parentEmailLabel")}
        type="email"
        autoComplete="off"
        describedBy={WHY_ID}
        {...props}
      />
    </div>
  );
}
