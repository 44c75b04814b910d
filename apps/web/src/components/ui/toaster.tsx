import { useTranslation } from "react-i18next";
import { dismissToast, useToasts } from "@/lib/toast";
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD } from "@/lib/client-constants";
import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from "./toast";

/** Renders the toast queue of lib/toast; mount once near the root. */
export function Toaster() {
  const { t } = useTranslation("common");
  const toasts = useToasts();
  return (
    // Both labels are read to screen reader users: each toast's, and the region's with its hotkey.
    <ToastProvider
      duration={TOAST_DURATION_MS}
      swipeThreshold={TOAST_SWIPE_THRESHOLD}
      label={t("toastLabel")}
    >
      {toasts.map((item) => (
        <Toast
          key={item.id}
          open={item.open}
          duration={item.duration}
          variant={item.variant}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
        >
          <div className="grid gap-1">
            {item.title && <ToastTitle>{item.title}</ToastTitle>}
            {item.description && <ToastDescription>{item.description}</ToastDescription>}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport
        hotkey={TOAST_HOTKEY}
        label={t("toastRegion", { hotkey: TOAST_HOTKEY.join("+") })}
      />
    </ToastProvider>
  );
}
