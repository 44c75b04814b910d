import { useTranslation } from "react-i18next";
import { LoaderCircle } from "lucide-react";
import { cn } from "@/lib/cn";

export function Spinner({ className, label }: { className?: string; label?: string }) {
  const { t } = useTranslation("common");
  return (
    <span role="status" className="inline-flex items-center">
      <LoaderCircle
        aria-hidden="true"
        className={cn("size-6 animate-spin text-amber-500", className)}
      />
      <span className="sr-only">{label ?? t("loading")}</span>
    </span>
  );
}

/** A spinner centred in the page's content area. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-[40vh] items-center justify-center">
      <Spinner className="size-10" label={label} />
    </div>
  );
}
