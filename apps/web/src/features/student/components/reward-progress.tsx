import { useTranslation } from "react-i18next";
import { formatNumber } from "@/lib/format";

interface RewardProgressProps {
  /** The id of the "You need N more trophies" line, which the disabled Redeem points at. */
  id: string;
  title: string;
  balance: number;
  cost: number;
}

/** How far the balance is from a reward: the trophies missing, and a bar of the way there. */
export function RewardProgress({ id, title, balance, cost }: RewardProgressProps) {
  const { t } = useTranslation("student");
  const percent = Math.min(100, Math.max(0, (balance / cost) * 100));
  return (
    <div className="grid gap-1.5">
      <p id={id} className="text-sm font-medium text-slate-700">
        {t("needMoreTrophies", { count: cost - balance })}
      </p>
      <div
        role="progressbar"
        aria-label={t("progressLabel", { title })}
        aria-valuemin={0}
        aria-valuemax={cost}
        aria-valuenow={balance}
        aria-valuetext={t("progressValue", { count: cost, balance: formatNumber(balance) })}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-strong" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
