import { useTranslation } from "react-i18next";
import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { locale } from "@/lib/format";

/** How far back the year list goes: older students type nothing, they pick from it too. */
const YEARS_LISTED = 100;

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/** A month's name in the reader's language ("March", "marzo"). */
function monthName(month: number): string {
  return new Intl.DateTimeFormat(locale(), { month: "long", timeZone: "UTC" }).format(
    Date.UTC(2000, month - 1, 1),
  );
}

/** A select's value as the schema takes it: a number, or nothing chosen yet. */
export const selectedNumber = (value: unknown) =>
  value === "" || value === undefined || value === null ? undefined : Number(value);

interface BirthFieldsProps {
  month: UseFormRegisterReturn<"birthMonth">;
  year: UseFormRegisterReturn<"birthYear">;
  monthError?: string;
  yearError?: string;
}

/**
 * A student's month and year of birth (docs/product.md, Privacy): never the day, only what tells
 * whether a parent must agree to the account.
 */
export function BirthFields({ month, year, monthError, yearError }: BirthFieldsProps) {
  const { t } = useTranslation("auth");
  const thisYear = new Date().getUTCFullYear();
  const years = Array.from({ length: YEARS_LISTED + 1 }, (_, i) => thisYear - i);
  return (
    <fieldset
      className="m-0 grid min-w-0 gap-2 border-0 p-0"
      aria-describedby="register-birth-hint"
    >
      <legend className="mb-2 p-0 text-sm font-medium text-slate-800">{t("birthLegend")}</legend>
      <div className="grid grid-cols-2 gap-3">
        <BirthSelect id="register-birth-month" label={t("birthMonthLabel")} error={monthError}>
          <Select
            id="register-birth-month"
            aria-invalid={monthError ? true : undefined}
            aria-describedby={monthError ? "register-birth-month-error" : undefined}
            defaultValue=""
            {...month}
          >
            <option value="">{t("birthChoose")}</option>
            {MONTHS.map((m) => (
              <option key={m} value={m}>
                {monthName(m)}
              </option>
            ))}
          </Select>
        </BirthSelect>
        <BirthSelect id="register-birth-year" label={t("birthYearLabel")} error={yearError}>
          <Select
            id="register-birth-year"
            aria-invalid={yearError ? true : undefined}
            aria-describedby={yearError ? "register-birth-year-error" : undefined}
            defaultValue=""
            {...year}
          >
            <option value="">{t("birthChoose")}</option>
            {years.map((y) => (
              <option key={y} value={y}>
                {String(y)}
              </option>
            ))}
          </Select>
        </BirthSelect>
      </div>
      <p id="register-birth-hint" className="text-xs text-slate-600">
        {t("birthHint")}
      </p>
    </fieldset>
  );
}

function BirthSelect({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="grid min-w-0 content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
