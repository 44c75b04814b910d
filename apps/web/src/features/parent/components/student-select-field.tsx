import { useTranslation } from "react-i18next";
import type { LinkedStudent } from "@trophy/shared/schemas/parent";
import type { ComponentProps } from "react";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";

interface StudentSelectFieldProps extends ComponentProps<"select"> {
  id: string;
  students: readonly LinkedStudent[];
  error?: string;
}

/** "Student": a choice among the linked students, with its error wired to it. */
export function StudentSelectField({ id, students, error, ...props }: StudentSelectFieldProps) {
  const { t } = useTranslation("parent");
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{t("studentLabel")}</Label>
      <Select id={id} aria-invalid={error ? true : undefined} aria-describedby={errorId} {...props}>
        <option value="">{t("selectStudentPlaceholder")}</option>
        {students.map((student) => (
          <option key={student.id} value={student.id}>
            {t("studentOption", { name: student.name, email: student.email })}
          </option>
        ))}
      </Select>
      {error && (
        <p id={errorId} className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
