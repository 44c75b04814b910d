import { useTranslation } from "react-i18next";
import type { RowError } from "@/lib/api-error";
import { TriangleAlert } from "lucide-react";
import { useId } from "react";
import { ScrollRegion } from "@/components/scroll-region";

/**
 * Every row the last upload left out, with the server's reason, kept on screen after the toast
 * (which shows only the first few) so the file can be fixed. Long lists scroll in their frame,
 * which takes the focus so a keyboard can scroll it. `title` names the list when the whole file
 * was refused for these rows (duplicate codes); otherwise it counts them.
 */
export function UploadRowErrors({
  errors,
  title,
}: {
  errors: readonly RowError[];
  title?: string;
}) {
  const { t } = useTranslation("admin");
  const titleId = useId();
  if (errors.length === 0) return null;
  return (
    <div className="grid gap-2 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
      <h2 id={titleId} className="flex items-center gap-2 font-semibold">
        <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
        {title ?? t("rowsNotUploaded", { count: errors.length })}
      </h2>
      <ScrollRegion aria-labelledby={titleId} className="max-h-48">
        <ul className="grid gap-1">
          {errors.map((row, index) => (
            <li key={`${row.code}-${String(index)}`} className="wrap-anywhere">
              {t("uploadRowError", { code: row.code, error: row.error })}
            </li>
          ))}
        </ul>
      </ScrollRegion>
    </div>
  );
}
