import { useEffect, useRef } from "react";

/**
 * Focus for a ConfirmDialog opened from a row's button. The dialog has no Radix trigger, so Radix
 * has nowhere to give the focus back when it closes and a keyboard user would start again at the
 * top of the page. This remembers the button that opened it and returns the focus there, or to
 * the element named with `focusOnClose` when the action removed that button.
 */
export function useFocusReturn(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  const instead = useRef<string | null>(null);
  useEffect(() => {
    if (open || !opener.current) return;
    const target = instead.current ? document.getElementById(instead.current) : null;
    (target ?? (opener.current.isConnected ? opener.current : null))?.focus();
    opener.current = null;
    instead.current = null;
  }, [open]);
  return {
    /** Call as the dialog opens (the opening button still has the focus). */
    rememberOpener() {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    /** After the action: focus this element (by id) instead of the opener when the dialog closes. */
    focusOnClose(id: string) {
      instead.current = id;
    },
  };
}
