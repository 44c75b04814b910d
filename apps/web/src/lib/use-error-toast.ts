import { useEffect } from "react";
import { ApiError } from "./api-error";
import { toast } from "./toast";

/**
 * Shows one destructive toast when a page's data fails to load. A 401 is left alone: the API
 * client has already ended the session and said so.
 */
export function useErrorToast(error: unknown, title: string, description?: string): void {
  useEffect(() => {
    if (!error) return;
    if (error instanceof ApiError && error.status === 401) return;
    console.error(title, error);
    toast({ title, description, variant: "destructive" });
  }, [error, title, description]);
}
