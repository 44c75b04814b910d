import { useTranslation } from "react-i18next";
import { UPLOAD_PREVIEW_ROWS } from "@trophy/shared/constants";
import type { RawGiftCardRow } from "@trophy/shared/rules/gift-card-file";
import { TriangleAlert } from "lucide-react";
import { ScrollRegion } from "@/components/scroll-region";
import type { RowError } from "@/lib/api-error";
import { cn } from "@/lib/cn";
import type { ParseKeys } from "i18next";

type AdminCopyKey = ParseKeys<"admin">;

// Column titles are copy keys, read when shown, so they follow a language switch.
const COLUMNS: readonly { field: keyof RawGiftCardRow; label: AdminCopyKey }[] = [
  { field: "code", label: "columnCode" },
  { field: "cardType", label: "columnCardType" },
  { field: "usdAmount", label: "columnUsdAmount" },
  { field: "trophyCost", label: "columnTrophyCost" },
  { field: "expiresAt", label: "columnExpiresAt" },
  { field: "notes", label: "columnNotes" },
];

/** A file's value as read, before the server checks it. */
function cell(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return value === undefined || value === null ? "" : JSON.stringify(value);
}

/** The reasons the last upload gave, by gift card code (the server names rows by their code). */
function reasonsByCode(problems: readonly RowError[]): Map<string, string> {
  const reasons = new Map<string, string>();
  for (const { code, error } of problems) {
    const key = code.trim();
    const known = reasons.get(key);
    if (known !== error) reasons.set(key, known ? `${known}; ${error}` : error);
  }
  return reasons;
}

/**
 * The first rows of the picked file, as the shared parser read them. When an upload of it failed,
 * the rows the answer names (a code repeated in the file, a row the server refused) are marked:
 * a Problem column first, with an icon and the reason in words, and a tinted row. The table
 * scrolls sideways inside its frame on a narrow screen; the frame takes the focus so a keyboard
 * can scroll it.
 */
export function UploadPreviewTable({
  rows,
  problems = [],
}: {
  rows: readonly RawGiftCardRow[];
  /** The rows the last upload of this file was refused for. */
  problems?: readonly RowError[];
}) {
  const { t } = useTranslation("admin");
  const shown = rows.slice(0, UPLOAD_PREVIEW_ROWS);
  const reasons = reasonsByCode(problems);
  const reasonOf = (row: RawGiftCardRow) => reasons.get(cell(row.code).trim());
  const marked = shown.filter((row) => reasonOf(row) !== undefined).length;
  return (
    <div className="grid min-w-0 gap-2">
      {/* Above the frame, not in the table's caption: a wide table would scroll it out of sight. */}
      {marked > 0 && (
        <p className="flex items-center gap-2 text-sm font-semibold text-red-700">
          <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
          {t("previewProblems", { count: marked })}
        </p>
      )}
      <ScrollRegion aria-label={t("previewRegion")} className="rounded-xl border border-slate-200">
        <table className="w-full text-left text-sm">
          <caption className="px-4 py-2 text-left text-sm font-medium text-slate-700">
            {t("preview")}{" "}
            <span className="font-normal text-slate-600">
              ({t("previewCount", { count: rows.length, shown: shown.length })})
            </span>
          </caption>
          <thead className="bg-slate-50 text-slate-600">
            <tr>
              {marked > 0 && (
                <th scope="col" className="px-4 py-2 font-medium whitespace-nowrap">
                  {t("columnProblem")}
                </th>
              )}
              {COLUMNS.map((column) => (
                <th
                  key={column.field}
                  scope="col"
                  className="px-4 py-2 font-medium whitespace-nowrap"
                >
                  {t(column.label)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {shown.map((row, index) => {
              const reason = reasonOf(row);
              return (
                <tr key={index} className={cn(reason && "bg-red-50")}>
                  {marked > 0 && (
                    <td className="min-w-48 px-4 py-2 align-top text-red-800">
                      {reason && (
                        <span className="flex items-start gap-1.5">
                          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                          {reason}
                        </span>
                      )}
                    </td>
                  )}
                  {COLUMNS.map((column) => (
                    <td
                      key={column.field}
                      className={cn(
                        "px-4 py-2 align-top text-slate-900",
                        // A code reads whole; notes keep the file's line breaks.
                        column.field === "code" ? "whitespace-nowrap" : "whitespace-pre-line",
                      )}
                    >
                      {cell(row[column.field])}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  );
}
