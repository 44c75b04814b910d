import { useTranslation } from "react-i18next";
import { ShieldCheck, UserX } from "lucide-react";
import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import type { ConsentAskState } from "@/lib/consent-ask-state";
import { formatLocalDate } from "@/lib/format";
import { paths } from "@/lib/paths";
import { holdSessionEnd } from "@/lib/session-end";
import { toastFailure } from "@/lib/toast-failure";
import { useDisputeConsent } from "../api/dispute-consent";
import { useGuardianConsent } from "../api/guardian-consent";

/**
 * The parent/guide whose consent holds a young student's account, as the student sees it
 * (docs/product.md, Privacy), with "This is not my parent". Saying so ends the student's sessions
 * on the server: the student goes on at their consent step to name their real parent, which
 * forgets this device's session as logging out does. Nothing for a student who needs no consent.
 */
export function GuardianConsent() {
  const { t } = useTranslation("linkedParents");
  const consent = useGuardianConsent();
  const dispute = useDisputeConsent();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const titleId = useId();
  const { data } = consent;
  if (data?.consent !== "given" || !data.parent) return null;
  const { name, email } = data.parent;

  const confirm = () => {
    // The server ends this session too: the balance stream it closes must not send the student
    // to the login page meanwhile.
    const release = holdSessionEnd();
    dispute.mutate(undefined, {
      onSuccess: ({ consentTicket }) => {
        // The step forgets the session as it opens: out here, the student area's guard would
        // see the signed-out student and send them to the login page instead.
        const state: ConsentAskState = { ticket: consentTicket, leaveSession: true };
        void navigate(paths.consentAsk, { state, replace: true });
      },
      onError: (error) => {
        release();
        setAsking(false);
        toastFailure(error, t("disputeFailed"));
      },
    });
  };

  return (
    <section
      aria-labelledby={titleId}
      className="mb-5 grid gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-950"
    >
      <h3 id={titleId} className="flex items-center gap-2 font-semibold">
        <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-emerald-700" />
        {t("consentTitle")}
      </h3>
      <p className="wrap-anywhere">
        {data.at
          ? t("consentAgreed", { name, email, date: formatLocalDate(data.at) })
          : t("consentAgreedUndated", { name, email })}
      </p>
      <Button
        type="button"
        size="sm"
        variant="dangerOutline"
        className="justify-self-start"
        onClick={() => {
          setAsking(true);
        }}
      >
        <UserX aria-hidden="true" />
        {t("notMyParent")}
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t("disputeQuestion")}
        subject={t("parentWithEmail", { name, email })}
        description={t("disputeBody", { name })}
        confirmLabel={t("disputeConfirm")}
        pendingLabel={t("disputing")}
        pending={dispute.isPending}
        destructive
        onConfirm={confirm}
      />
    </section>
  );
}
