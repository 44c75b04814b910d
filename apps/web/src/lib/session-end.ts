import { i18next } from "@/lib/i18n/i18n";
import { navigateTo } from "./navigation";
import { paths } from "./paths";
import { queryClient } from "./query-client";
import { clearSession } from "./session";
import { toast } from "./toast";
import { REDIRECT_DELAY_MS, REDIRECT_GUARD_RESET_MS } from "./client-constants";

let redirecting = false;
/** Callers ending the session on the server on purpose, who then forget it themselves. */
let held = 0;

/**
 * For a call that ends this very session on the server on purpose (a student's "This is not my
 * parent"): until the returned release or the session is forgotten (signOutLocally), a session
 * found gone elsewhere meanwhile (the balance stream closed by that end, its refresh refused) is
 * not said nor redirected to the login page: the caller leaves the area and forgets it itself.
 */
export function holdSessionEnd(): () => void {
  held++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    held--;
  };
}

/**
 * The session is gone (refresh refused, or never possible): say so once, clear it and go to the
 * login page. Parallel failing calls all land here; the guard flag keeps it to one toast and one
 * redirect until it resets.
 */
export function endSession(reason: "expired" | "missing"): void {
  if (redirecting || held > 0) return;
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

/** Forgets the session and everything fetched with it; an end held for it is over. */
export function signOutLocally(): void {
  held = 0;
  clearSession();
  queryClient.clear();
}
