import { useTranslation } from "react-i18next";
import { PARENT_DASHBOARD_STUDENTS } from "@trophy/shared/constants";
import type { Fulfillment } from "@trophy/shared/schemas/parent";
import { ArrowRight, PackageCheck } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { paths } from "@/lib/paths";
import { MarkFulfilledDialog } from "./mark-fulfilled-dialog";
import { WaitingRow, WaitingSection } from "./waiting-list";

/**
 * On the dashboard, before the counts: the redeemed rewards waiting for this parent/guide, oldest
 * first (as many as the dashboard's students, PARENT_DASHBOARD_STUDENTS), each with **Mark as
 * Fulfilled**, and the way to all of them. Nothing while none waits or while they load (the
 * Pending Fulfillments count below says so then). A fulfilled one leaves the list once it has
 * reloaded, and focus goes to the section's heading (its button is gone); the section stays, saying
 * so, when that was the last one.
 */
export function RewardsToFulfill({ fulfillments }: { fulfillments: Fulfillment[] | undefined }) {
  const { t } = useTranslation(["parentDashboard", "parent", "common"]);
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [marking, setMarking] = useState<Fulfillment | null>(null);
  const [shown, setShown] = useState(false);
  const fulfilled = useRef<string | null>(null);
  const waiting = (fulfillments ?? [])
    .filter((f) => f.status === "pending")
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  // Kept once shown on this visit, so fulfilling the last one does not pull the page up.
  if (waiting.length > 0 && !shown) setShown(true);
  useEffect(() => {
    if (
      fulfilled.current &&
      !fulfillments?.some((f) => f.id === fulfilled.current && f.status === "pending")
    ) {
      fulfilled.current = null;
      heading.current?.focus();
    }
  }, [fulfillments]);
  if (!shown) return null;

  return (
    <WaitingSection
      titleId={titleId}
      headingRef={heading}
      title={t("toFulfillTitle")}
      summary={waiting.length > 0 ? t("toFulfill", { count: waiting.length }) : t("toFulfillNone")}
    >
      {waiting.length > 0 && (
        <Card>
          <ul aria-labelledby={titleId} className="divide-y divide-slate-200">
            {waiting.slice(0, PARENT_DASHBOARD_STUDENTS).map((f) => (
              <WaitingRow
                key={f.id}
                redemption={f}
                who={t("parent:studentWithEmail", { name: f.studentName, email: f.studentEmail })}
              >
                <Button
                  size="sm"
                  onClick={() => {
                    setMarking(f);
                  }}
                >
                  <PackageCheck aria-hidden="true" />
                  {t("common:markAsFulfilled")}
                </Button>
              </WaitingRow>
            ))}
          </ul>
        </Card>
      )}
      <Button asChild variant="outline" className="w-fit">
        <Link to={paths.parent.fulfillment}>
          {t("openFulfillment")}
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
      <MarkFulfilledDialog
        fulfillment={marking}
        onClose={() => {
          setMarking(null);
        }}
        onFulfilled={(done) => {
          fulfilled.current = done.id;
        }}
      />
    </WaitingSection>
  );
}
