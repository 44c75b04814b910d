import { USER_TYPES } from "@trophy/shared/constants";
import type { User } from "@trophy/shared/schemas/user";
import { useSyncExternalStore } from "react";
import { STORAGE_KEYS } from "./client-constants";
import { currentLanguage, setLanguage } from "./i18n/i18n";
import { isLanguage } from "./preferences";

/**
 * The signed-in session: tokens and user in localStorage (docs/product.md §3, local storage),
 * plus a tiny store so components re-render when the user changes, in this tab or another one.
 */
const listeners = new Set<() => void>();
let currentUser: User | null = readStoredUser();

/**
 * The user as this client stored it at sign-in, after the API client had parsed the server's
 * answer with the shared schema. Read back with a light check only, so the landing page needs no
 * schema library (docs/architecture.md §12): the route guard confirms the user with the server
 * (GET /api/users/profile) as the area opens, and replaces this copy with the server's.
 */
function readStoredUser(): User | null {
  // Prerendering at build time (docs/architecture.md §12) runs without a browser: nobody is signed in.
  if (typeof window === "undefined") return null;
  const raw = localStorage.getItem(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return looksLikeStoredUser(value) ? value : null;
  } catch {
    return null;
  }
}

function looksLikeStoredUser(value: unknown): value is User {
  if (typeof value !== "object" || value === null) return false;
  const { id, email, user_type: type } = value as Record<string, unknown>;
  return (
    typeof id === "string" &&
    typeof email === "string" &&
    (USER_TYPES as readonly unknown[]).includes(type)
  );
}

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== "undefined") {
  window.addEventListener("storage", (event) => {
    if (event.key !== null && event.key !== STORAGE_KEYS.user) return;
    currentUser = readStoredUser();
    notify();
  });
}

export function getUser(): User | null {
  return currentUser;
}

export function getAccessToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.authToken);
}

export function getRefreshToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.refreshToken);
}

export function setTokens(accessToken: string, refreshToken: string): void {
  localStorage.setItem(STORAGE_KEYS.authToken, accessToken);
  localStorage.setItem(STORAGE_KEYS.refreshToken, refreshToken);
}

/** Keeps `user`, and returns the copy it replaces. */
function storeUser(user: User): User | null {
  const previous = currentUser;
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  currentUser = user;
  notify();
  return previous;
}

export function setUser(user: User): void {
  followAccountLanguage(storeUser(user), user);
}

/**
 * The client takes the account's language at sign-in, and when it changed since this device last
 * stored the user (chosen on another device). Not on every confirmation of the same copy: a
 * switch made here a moment ago, still on its way to the server, would be undone. A copy stored
 * before accounts had a language keeps the device's choice. A language the web has no
 * catalogues for yet (the server's list is longer) changes nothing.
 */
function followAccountLanguage(previous: User | null, user: User): void {
  if (
    previous?.id === user.id &&
    (!("language" in previous) || previous.language === user.language)
  ) {
    return;
  }
  if (isLanguage(user.language) && user.language !== currentLanguage())
    void setLanguage(user.language);
}

export function startSession(session: {
  user: User;
  accessToken: string;
  refreshToken: string;
}): void {
  setTokens(session.accessToken, session.refreshToken);
  storeUser(session.user);
  followAccountLanguage(null, session.user);
}

export function clearSession(): void {
  localStorage.removeItem(STORAGE_KEYS.authToken);
  localStorage.removeItem(STORAGE_KEYS.refreshToken);
  localStorage.removeItem(STORAGE_KEYS.user);
  currentUser = null;
  notify();
}

/**
 * The signed-in user, or null; re-renders on sign-in, sign-out and profile changes. A prerendered
 * page is what a signed-out visitor sees, so hydration starts from nobody (main.tsx hydrates only
 * when nobody is signed in).
 */
export function useSessionUser(): User | null {
  return useSyncExternalStore(subscribe, getUser, signedOut);
}

function signedOut(): null {
  return null;
}
