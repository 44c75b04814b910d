import { ApiError, serverMessageOf } from "./api-error";
import { toast } from "./toast";

/**
 * Says that an action failed: `title`, then the server's reason when it gave one, else
 * `fallback` (if any). A 401 is left alone: the API client has already ended the session and
 * said so.
 */
export function toastFailure(error: unknown, title: string, fallback?: string): void {
  if (error instanceof ApiError && error.status === 401) return;
  toast({ title, description: serverMessageOf(error) ?? fallback, variant: "destructive" });
}
