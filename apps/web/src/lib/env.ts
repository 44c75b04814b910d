/** The API origin, without a trailing slash; empty means the page's own origin. */
export const API_BASE_URL = (import.meta.env.VITE_API_BASE_URL ?? "").replace(/\/+$/, "");
