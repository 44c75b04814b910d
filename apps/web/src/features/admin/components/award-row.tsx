import { useTranslation } from "react-i18next";
import type { AdminAward } from "@trophy/shared/schemas/admin";
import { Undo2 } from "lucide-react";
import { StatusBadge } from "@/components/status-badge";
import { Button } from "@/components/ui/button";
import { formatLocalDate, formatTrophies } from "@/lib/format";
import { usePlatformText } from "@/lib/i18n/platform-text";

interface AwardRowProps {
  award: AdminAward;
  onReverse: (award: AdminAward) => void;
}

/** One award: amount, what it was for, the student, when, and Reverse until it is reversed. */
export function AwardRow({ award, onReverse }: AwardRowProps) {
  const { t } = useTranslation(["admin", "common"]);
  const text = usePlatformText();
  return (
    <li className="flex flex-wrap items-center justify-between gap-4 p-4">
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-slate-900 tabular-nums">
            {formatTrophies(award.amount)}
          </span>
          <span className="min-w-0 wrap-anywhere text-slate-700">
            {text(award.descriptionText, award.description) || t("common:transactionDefault")}
          </span>
          {award.reversedAt && (
            <StatusBadge
              tone="destructive"
              icon={Undo2}
              label={t("awardReversedOn", {
                date: formatLocalDate(award.reversedAt),
              })}
            />
          )}
        </div>
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          <span className="min-w-0 break-all">{t("awardedTo", { email: award.studentEmail })}</span>
          <time dateTime={award.createdAt}>{formatLocalDate(award.createdAt)}</time>
        </div>
      </div>
      {!award.reversedAt && (
        <Button
          size="sm"
          variant="dangerOutline"
          onClick={() => {
            onReverse(award);
          }}
        >
          <Undo2 aria-hidden="true" />
          {t("reverseAward")}
        </Button>
      )}
    </li>
  );
}
