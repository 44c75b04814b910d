import { UPLOAD_PREVIEW_ROWS } from "@trophy/shared/constants";
import type { RawGiftCardRow } from "@trophy/shared/rules/gift-card-file";
import { fillTemplate } from "@/lib/fill-template";
import { ADMIN_COPY } from "../copy";

const COLUMNS: readonly { field: keyof RawGiftCardRow; label: string }[] = [
  { field: "code", label: ADMIN_COPY.columnCode },
  { field: "cardType", label: ADMIN_COPY.columnCardType },
  { field: "usdAmount", label: ADMIN_COPY.columnUsdAmount },
  { field: "trophyCost", label: ADMIN_COPY.columnTrophyCost },
  { field: "expiresAt", label: ADMIN_COPY.columnExpiresAt },
  { field: "notes", label: ADMIN_COPY.columnNotes },
];

/** A file's value as read, before the server checks it. */
function cell(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return value === undefined || value === null ? "" : JSON.stringify(value);
}

/** The first rows of the picked file, as the shared parser read them. */
export function UploadPreviewTable({ rows }: { rows: readonly RawGiftCardRow[] }) {
  const shown = rows.slice(0, UPLOAD_PREVIEW_ROWS);
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="px-4 py-2 text-left text-sm font-medium text-slate-700">
          {ADMIN_COPY.preview}{" "}
          <span className="font-normal text-slate-500">
            ({fillTemplate(ADMIN_COPY.previewCount, { shown: shown.length, total: rows.length })})
          </span>
        </caption>
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column.field} scope="col" className="px-4 py-2 font-medium">
                {column.label}
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
    </div>
  );
}
