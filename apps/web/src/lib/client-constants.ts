/**
 * The web client's own numbers: where the session is kept and how long requests, redirects, toasts
 * and feedback last (docs/product.md §2 Toasts, §4, §9). The server never reads them, so they live
 * here rather than in the shared package.
 */

export const STORAGE_KEYS = {
  authToken: "authToken",
  refreshToken: "refreshToken",
  user: "user",
} as const;

export const HTTP_TIMEOUT_MS = 30_000;
export const REDIRECT_GUARD_RESET_MS = 1_000;
export const REDIRECT_DELAY_MS = 100;

export const COPIED_FEEDBACK_MS = 3_000;

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5_000;
export const TOAST_SWIPE_THRESHOLD = 50;
export const TOAST_HOTKEY = ["F8"];
export const DEVELOPER_SIGNUP_TOAST_MS = 8_000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

/** Rows per page of the admin's base rewards and fulfilments, as of its users and awards. */
export const ADMIN_LIST_PAGE_SIZE = 20;
