import { useEffect, useRef } from "react";

/**
 * Focus for a ConfirmDialog opened from a row's button. The dialog has no Radix trigger, so Radix
 * has nowhere to give the focus back when it closes and a keyboard user would start again at the
 * top of the page. This remembers the button that opened it and returns the focus there, or to
 * the element named with `focusOnClose` when the action removed that button.
 */
export function useFocusReturn(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  const instead = useRef<readonly string[]>([]);
  useEffect(() => {
    if (open || !opener.current) return;
    const target = instead.current
      .map((id) => document.getElementById(id))
      .find((element) => element !== null);
    (target ?? (opener.current.isConnected ? opener.current : null))?.focus();
    opener.current = null;
    instead.current = [];
  }, [open]);
  return {
    /** Call as the dialog opens (the opening button still has the focus). */
    rememberOpener() {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    /**
     * After the action: focus the first of these elements (by id) still on the page instead of
     * the opener when the dialog closes (a row, then its list's heading if the row left the list).
     */
    focusOnClose(...ids: string[]) {
      instead.current = ids;
    },
  };
}
