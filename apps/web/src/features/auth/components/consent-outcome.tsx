import { useTranslation } from "react-i18next";
import { CircleCheck, CircleX, Clock, Link2Off, Replace } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/lib/paths";
import { useSessionUser } from "@/lib/session";
import { ConsentLayout } from "./consent-layout";

export type ConsentOutcomeKind = "consented" | "refused" | "expired" | "replaced" | "unknown";

interface ConsentOutcomeProps {
  kind: ConsentOutcomeKind;
  studentName: string;
  /** Reached by an answer on this page rather than by opening the link again. */
  justAnswered?: boolean;
}

/** A consent link whose request is no longer waiting, or that names no request. */
export function ConsentOutcome({ kind, studentName, justAnswered = false }: ConsentOutcomeProps) {
  const { t } = useTranslation("consent");
  const user = useSessionUser();
  const body = (text: string) => <p className="text-lg leading-relaxed text-slate-700">{text}</p>;
  switch (kind) {
    case "consented":
      return (
        <ConsentLayout icon={CircleCheck} title={t("consentedTitle")} focusTitle={justAnswered}>
          {body(t("consentedBody", { name: studentName }))}
          {user?.user_type === "parent_guide" && (
            <Button asChild className="justify-self-start">
              <Link to={paths.parent.students}>{t("toStudents")}</Link>
            </Button>
          )}
        </ConsentLayout>
      );
    case "refused":
      return (
        <ConsentLayout icon={CircleX} title={t("refusedTitle")} focusTitle={justAnswered}>
          {body(t("refusedBody"))}
        </ConsentLayout>
      );
    case "expired":
      return (
        <ConsentLayout icon={Clock} title={t("expiredTitle")}>
          {body(t("expiredBody"))}
        </ConsentLayout>
      );
    case "replaced":
      // The child corrected the address: the newer mail's link is the one that works.
      return (
        <ConsentLayout icon={Replace} title={t("replacedTitle")}>
          {body(t("replacedBody"))}
        </ConsentLayout>
      );
    case "unknown":
      return (
        <ConsentLayout icon={Link2Off} title={t("unknownTitle")}>
          {body(t("unknownBody"))}
        </ConsentLayout>
      );
  }
}
