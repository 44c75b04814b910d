import { useCallback, useEffect, useRef, useState } from "react";
import { COPIED_FEEDBACK_MS } from "./client-constants";

/**
 * Copies text to the clipboard. `copied` is true for COPIED_FEEDBACK_MS after a copy (the
 * "Copied" feedback); `copy` resolves to whether it worked, so the caller can say so.
 */
export function useCopyToClipboard() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
    },
    [],
  );

  const copy = useCallback(async (text: string): Promise<boolean> => {
    // Absent outside secure contexts (plain http on another host).
    const clipboard = navigator.clipboard as Clipboard | undefined;
    if (!clipboard) return false;
    try {
      await clipboard.writeText(text);
    } catch (error) {
      console.warn("Copy to clipboard failed", error);
      return false;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setCopied(false);
    }, COPIED_FEEDBACK_MS);
    return true;
  }, []);

  return { copied, copy };
}
