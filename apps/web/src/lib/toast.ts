import { useSyncExternalStore } from "react";
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from "./client-constants";

/**
 * The toast queue (shadcn/ui's use-toast, as a plain store): at most TOAST_LIMIT toasts; a
 * dismissed toast closes at once and leaves the queue after TOAST_REMOVE_DELAY_MS.
 */
export type ToastVariant = "default" | "destructive";

export interface ToastOptions {
  title?: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself; the Toaster's default when absent. */
  duration?: number;
}

export interface ToastItem extends ToastOptions {
  id: string;
  open: boolean;
}

let toasts: readonly ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: readonly ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    emit(toasts.filter((t) => t.id !== id));
  }, TOAST_REMOVE_DELAY_MS);
  removalTimers.set(id, timer);
}

export function toast(options: ToastOptions): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  const next = [{ ...options, id, open: true }, ...toasts];
  for (const dropped of next.slice(TOAST_LIMIT)) {
    clearTimeout(removalTimers.get(dropped.id));
    removalTimers.delete(dropped.id);
  }
  emit(next.slice(0, TOAST_LIMIT));
  return {
    id,
    dismiss: () => {
      dismissToast(id);
    },
  };
}

/** Closes one toast, or all of them without an id. */
export function dismissToast(id?: string): void {
  for (const t of toasts) if (id === undefined || t.id === id) scheduleRemoval(t.id);
  emit(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const NO_TOASTS: readonly ToastItem[] = [];

export function useToasts(): readonly ToastItem[] {
  // A prerendered page has no toasts.
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => NO_TOASTS,
  );
}
