import { useTranslation } from "react-i18next";
import { useId } from "react";

/** A whole gift card code, large and easy to select, under its label. */
export function GiftCardCode({ code }: { code: string }) {
  const { t } = useTranslation("student");
  const labelId = useId();
  return (
    <div className="grid gap-1.5">
      <span id={labelId} className="text-xs font-medium tracking-wide text-slate-600 uppercase">
        {t("giftCardCode")}
      </span>
      <code
        aria-labelledby={labelId}
        className="rounded-lg border border-dashed border-slate-300 bg-slate-50 px-4 py-3 text-center font-mono text-lg font-semibold tracking-wider break-all text-slate-900 select-all"
      >
        {code}
      </code>
    </div>
  );
}
