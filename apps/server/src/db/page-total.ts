import { sql } from "drizzle-orm";

/**
 * The whole list's length on every row of a page, counted before LIMIT and OFFSET apply, so that
 * a page and its total come from one statement (and one snapshot).
 */
export const totalOver = () => sql<number>`count(*) over ()`.mapWith(Number);

/**
 * The total a page's rows carry; a page past the end has no row to carry it, and only then is the
 * list counted again.
 */
export async function pageTotal(
  rows: { total: number }[],
  offset: number,
  count: () => Promise<number>,
): Promise<number> {
  const [first] = rows;
  if (first) return first.total;
  return offset > 0 ? count() : 0;
}
