import { ScrollRegion } from "@/components/scroll-region";

/**
 * A documentation table; the first column holds names and reads as code. On a narrow screen the
 * table scrolls inside its frame, a named, focusable region.
 */
export function DocTable({
  label,
  columns,
  rows,
}: {
  label: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}) {
  return (
    <ScrollRegion aria-label={label} className="rounded-xl border border-slate-200">
      <table className="w-full min-w-[32rem] text-left text-sm">
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-2 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((row) => (
            <tr key={row[0]}>
              {row.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row" className="px-4 py-2 align-top font-mono font-medium">
                    {cell}
                  </th>
                ) : (
                  <td key={i} className="px-4 py-2 align-top text-slate-600">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
