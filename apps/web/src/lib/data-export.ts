import { apiDownload } from "./api-download";
import { saveFile } from "./save-file";

/** The file name the server suggests too: the kind of document and the day, never a name. */
export const dataFileName = (now = new Date()) =>
  `trophy-rewards-data-${now.toISOString().slice(0, 10)}.json`;

/**
 * Fetches a data export (a user's own, a parent's of a linked student) with the bearer token,
 * which a plain link cannot send, and saves it.
 */
export async function downloadData(path: string): Promise<void> {
  saveFile(await apiDownload(path), dataFileName());
}
