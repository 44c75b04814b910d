import { useTranslation } from "react-i18next";
import { useId } from "react";
import { StatusBadge } from "@/components/status-badge";
import { TrophyAmount } from "@/components/trophy-amount";
import { Card } from "@/components/ui/card";
import { formatLocalDate } from "@/lib/format";
import { useGiftCardRequests } from "../api/get-redemption";
import { usePlatformText } from "@/lib/i18n/platform-text";

/**
 * Above the student's gift cards: those still waiting for a parent/guide's approval, and those
 * declined, with the reason and the refund (docs/product.md §2, Student area). Nothing when there
 * are none; a failed load leaves the rest of the tab alone (the cards have their own state).
 */
export function GiftCardRequests() {
  const { t } = useTranslation(["studentApproval", "studentRefund"]);
  const text = usePlatformText();
  const requests = useGiftCardRequests();
  const titleId = useId();
  const items = requests.data ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className="grid gap-3">
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {t("requestsTitle")}
      </h2>
      <Card>
        <ul className="divide-y divide-slate-200">
          {items.map((r) => {
            const declined = r.status === "declined";
            return (
              <li key={r.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div className="grid min-w-0 gap-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-medium wrap-anywhere text-slate-900">
                      {text(r.rewardTitleText, r.rewardTitle)}
                    </span>
                    <StatusBadge
                      tone={declined ? "destructive" : "warning"}
                      label={declined ? t("statusDeclined") : t("statusWaiting")}
                    />
                  </div>
                  <p className="text-sm text-slate-600">
                    <time dateTime={r.createdAt}>{formatLocalDate(r.createdAt)}</time>
                  </p>
                  {declined && (
                    <p className="text-sm wrap-anywhere text-slate-700">
                      {`${t("studentRefund:refunded", { count: r.trophyCost })}. ${t("reasonLabel")} ${r.declineReason ?? ""}`}
                    </p>
                  )}
                </div>
                <TrophyAmount amount={r.trophyCost} className="shrink-0" />
              </li>
            );
          })}
        </ul>
      </Card>
    </section>
  );
}
