import { i18next } from "@/lib/i18n/i18n";
import { navigateTo } from "./navigation";
import { paths } from "./paths";
import { queryClient } from "./query-client";
import { clearSession } from "./session";
import { toast } from "./toast";
import { REDIRECT_DELAY_MS, REDIRECT_GUARD_RESET_MS } from "./client-constants";

let redirecting = false;

/**
 * The session is gone (refresh refused, or never possible): say so once, clear it and go to the
 * login page. Parallel failing calls all land here; the guard flag keeps it to one toast and one
 * redirect until it resets.
 */
export function endSession(reason: "expired" | "missing"): void {
  if (redirecting) return;
  redirecting = true;
  toast(
    reason === "expired"
      ? {
          title: i18next.t("common:sessionExpiredTitle"),
          description: i18next.t("common:sessionExpired"),
          variant: "destructive",
        }
      : {
          title: i18next.t("common:authRequiredTitle"),
          description: i18next.t("common:authRequired"),
          variant: "destructive",
        },
  );
  signOutLocally();
  setTimeout(() => {
    navigateTo(paths.auth.login);
  }, REDIRECT_DELAY_MS);
  setTimeout(() => {
    redirecting = false;
  }, REDIRECT_GUARD_RESET_MS);
}

/** Forgets the session and everything fetched with it. */
export function signOutLocally(): void {
  clearSession();
  queryClient.clear();
}
