import { useTranslation } from "react-i18next";
import type { ReactNode, Ref } from "react";
import { TrophyAmount } from "@/components/trophy-amount";
import { formatLocalDate } from "@/lib/format";
import { usePlatformText } from "@/lib/i18n/platform-text";
import type { PlatformText } from "@trophy/shared/schemas/platform-text";

/**
 * A dashboard section of redemptions waiting for this parent/guide (gift cards to approve, rewards
 * to fulfil): its heading, which takes focus when a decided row's buttons go away, and a line
 * saying how many wait.
 */
export function WaitingSection({
  titleId,
  headingRef,
  title,
  summary,
  children,
}: {
  titleId: string;
  headingRef: Ref<HTMLHeadingElement>;
  title: string;
  summary: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={titleId} className="grid gap-3">
      <div className="grid gap-1">
        <h2
          id={titleId}
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-semibold text-slate-900 focus:outline-none"
        >
          {title}
        </h2>
        <p className="text-sm text-slate-600">{summary}</p>
      </div>
      {children}
    </section>
  );
}

/**
 * One waiting redemption: the reward, who redeemed it, the day, the cost and the answers the
 * section gives (Approve and Decline, Mark as Fulfilled).
 */
export function WaitingRow({
  redemption,
  who,
  children,
}: {
  redemption: {
    rewardTitle: string;
    /** A gift card's title for the reader's language. */
    rewardTitleText?: PlatformText | null;
    studentName: string;
    studentEmail: string;
    createdAt: string;
    trophyCost: number;
  };
  /** The student in the section's words ("Requested by …"). */
  who: string;
  /** The row's buttons. */
  children: ReactNode;
}) {
  const { t } = useTranslation("common");
  const title = usePlatformText()(redemption.rewardTitleText ?? null, redemption.rewardTitle);
  return (
    <li aria-label={title} className="flex flex-wrap items-center justify-between gap-4 p-4">
      <div className="grid min-w-0 gap-1">
        <span className="font-medium wrap-anywhere text-slate-900">{title}</span>
        <p className="text-sm wrap-anywhere text-slate-600">{who}</p>
        <p className="text-sm text-slate-600">
          {t("redeemedOnLabel")}{" "}
          <time dateTime={redemption.createdAt}>{formatLocalDate(redemption.createdAt)}</time>
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <TrophyAmount amount={redemption.trophyCost} />
        {children}
      </div>
    </li>
  );
}
