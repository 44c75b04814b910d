import { UPLOAD_PREVIEW_ROWS } from "@trophy/shared/constants";
import type { RawGiftCardRow } from "@trophy/shared/rules/gift-card-file";
import { ScrollRegion } from "@/components/scroll-region";
import { ADMIN_COPY, adminCount, type AdminCopyKey } from "../copy";

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

/**
 * The first rows of the picked file, as the shared parser read them. The table scrolls sideways
 * inside its frame on a narrow screen; the frame takes the focus so a keyboard can scroll it.
 */
export function UploadPreviewTable({ rows }: { rows: readonly RawGiftCardRow[] }) {
  const shown = rows.slice(0, UPLOAD_PREVIEW_ROWS);
  return (
    <ScrollRegion
      aria-label={ADMIN_COPY.previewRegion}
      className="rounded-xl border border-slate-200"
    >
      <table className="w-full text-left text-sm">
        <caption className="px-4 py-2 text-left text-sm font-medium text-slate-700">
          {ADMIN_COPY.preview}{" "}
          <span className="font-normal text-slate-600">
            ({adminCount("previewCount", rows.length, { shown: shown.length })})
          </span>
        </caption>
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            {COLUMNS.map((column) => (
              <th
                key={column.field}
                scope="col"
                className="px-4 py-2 font-medium whitespace-nowrap"
              >
                {ADMIN_COPY[column.label]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {shown.map((row, index) => (
            <tr key={index}>
              {COLUMNS.map((column) => (
                <td key={column.field} className="px-4 py-2 whitespace-pre-line text-slate-900">
                  {cell(row[column.field])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
