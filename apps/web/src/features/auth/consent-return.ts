import { paths } from "@/lib/paths";

/**
 * A parent who opens a consent link signed out goes to sign in or register first; the link's page
 * is kept for this tab (session storage: it ends with the tab, and the privacy page promises
 * nothing else is kept on the device), so the sign-in that follows, after verifying a new
 * account's e-mail in this tab too, leads back to it.
 */
const KEY = "trophy.consentReturn";

const CONSENT_PREFIX = paths.consent.href("");

function storage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Keeps the consent page at `path` to come back to after signing in. */
export function rememberConsentReturn(path: string): void {
  try {
    storage()?.setItem(KEY, path);
  } catch {
    // Not kept: the parent opens the mailed link again.
  }
}

/** Forgets the page to come back to: its request has been answered. */
export function forgetConsentReturn(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}

/** The consent page to go back to, once; only ever a consent page of this site. */
export function takeConsentReturn(): string | undefined {
  let path: string | null | undefined;
  try {
    path = storage()?.getItem(KEY);
  } catch {
    return undefined;
  }
  forgetConsentReturn();
  return path?.startsWith(CONSENT_PREFIX) && !path.includes("//") ? path : undefined;
}
