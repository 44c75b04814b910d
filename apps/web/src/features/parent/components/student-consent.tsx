import { useTranslation } from "react-i18next";
import { CONSENT_WAIT_DAYS } from "@trophy/shared/rules/parental-consent";
import type { LinkedStudent } from "@trophy/shared/schemas/parent";
import { ShieldAlert, ShieldCheck } from "lucide-react";
import { useId, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { ApiError } from "@/lib/api-error";
import { formatLocalDate } from "@/lib/format";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";
import { useSetStudentConsent } from "../api/student-consent";

const DAY_MS = 86_400_000;

/**
 * A young student's consent as their parent/guide holds it (docs/product.md, Privacy): given, with
 * Withdraw consent (the account freezes at once and is deleted after the waiting period), or
 * withdrawn, with the deletion date and Give consent again. Only the parent/guide who withdrew
 * may give it again: another one's attempt is refused, and the card says why. Nothing for a
 * student who needs none.
 */
export function StudentConsent({ student }: { student: LinkedStudent }) {
  const { t } = useTranslation("parentConsent");
  const update = useSetStudentConsent();
  // The day a withdrawal would delete the account, counted from when the question opens.
  const [deletionAt, setDeletionAt] = useState("");
  const [confirming, setConfirming] = useState(false);
  // The server's reason a renewed consent was refused (another parent/guide withdrew it).
  const [refusal, setRefusal] = useState<string | null>(null);
  const titleId = useId();
  if (student.consent === "not_needed") return null;
  const name = student.name;

  const send = (give: boolean) => {
    setRefusal(null);
    // The promise, not mutate's callbacks: the list reloads and re-renders this card meanwhile.
    update.mutateAsync({ studentId: student.id, give }).then(
      () => {
        setConfirming(false);
        toast({ title: give ? t("given") : t("withdrawn"), description: name });
      },
      (error: unknown) => {
        setConfirming(false);
        if (error instanceof ApiError && error.code === "consent_withdrawn_by_other")
          setRefusal(error.message);
        else toastFailure(error, t("failed"));
      },
    );
  };

  if (student.consent === "withdrawn") {
    return (
      <section
        aria-labelledby={titleId}
        className="grid gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
      >
        <h2 id={titleId} className="flex items-center gap-2 text-base font-semibold">
          <ShieldAlert aria-hidden="true" className="size-5 shrink-0 text-amber-600" />
          {t("withdrawnTitle")}
        </h2>
        <p>
          {student.deletionAt
            ? t("withdrawnBody", { name, date: formatLocalDate(student.deletionAt) })
            : t("withdrawnBodyUndated", { name })}
        </p>
        {refusal && (
          <p role="alert" className="font-medium text-red-800">
            {refusal}
          </p>
        )}
        <Button
          className="justify-self-start"
          disabled={update.isPending}
          onClick={() => {
            send(true);
          }}
        >
          <ShieldCheck aria-hidden="true" />
          {update.isPending ? t("saving") : t("giveAgain")}
        </Button>
      </section>
    );
  }

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardContent className="flex flex-wrap items-start justify-between gap-4 p-5">
        <div className="grid min-w-0 flex-1 basis-64 gap-1">
          <h2 id={titleId} className="flex items-center gap-2 font-medium text-slate-900">
            <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-emerald-600" />
            {t("givenTitle")}
          </h2>
          <p className="text-sm text-slate-600">{t("givenBody", { name })}</p>
        </div>
        <Button
          variant="dangerOutline"
          onClick={() => {
            setDeletionAt(new Date(Date.now() + CONSENT_WAIT_DAYS * DAY_MS).toISOString());
            setConfirming(true);
          }}
        >
          {t("withdraw")}
        </Button>
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("withdrawQuestion")}
        subject={name}
        description={t("withdrawBody", { name, date: deletionAt && formatLocalDate(deletionAt) })}
        confirmLabel={t("withdraw")}
        pendingLabel={t("withdrawing")}
        pending={update.isPending}
        destructive
        onConfirm={() => {
          send(false);
        }}
      />
    </Card>
  );
}
