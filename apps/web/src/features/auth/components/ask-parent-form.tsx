import { useTranslation } from "react-i18next";
import { emailSchema } from "@trophy/shared/schemas/common";
import type { AskParentStatus } from "@trophy/shared/schemas/consent";
import { CalendarClock, CircleAlert, Send } from "lucide-react";
import { useState, type SubmitEvent } from "react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { ApiError } from "@/lib/api-error";
import { useAskParent } from "../api/ask-parent";

interface AskParentFormProps {
  ticket: string;
  /** The address to start with: the one typed at registration, or the one last asked. */
  parentEmail: string;
  submitLabel: string;
  /** The request went: the page shows its new state. */
  onAsked: (status: AskParentStatus) => void;
  /** The ticket is no longer good: the page says to sign in again. */
  onTicketExpired: () => void;
}

type Problem = "invalid" | "ownAddress" | "tooMany" | "failed";

/**
 * The parent/guide's address, editable, and the button that mails them the consent link. Its
 * problems are said in a young child's words: under the field for the address itself, above the
 * button for the rest.
 */
export function AskParentForm({
  ticket,
  parentEmail,
  submitLabel,
  onAsked,
  onTicketExpired,
}: AskParentFormProps) {
  const { t } = useTranslation("consent");
  const ask = useAskParent();
  const [problem, setProblem] = useState<Problem | null>(null);

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = new FormData(event.currentTarget).get("parentEmail");
    const address = emailSchema.safeParse(typeof typed === "string" ? typed : "");
    if (!address.success) {
      setProblem("invalid");
      document.getElementById("ask-parent-email")?.focus();
      return;
    }
    setProblem(null);
    ask.mutate(
      { ticket, parentEmail: address.data },
      {
        onSuccess: onAsked,
        onError: (error) => {
          const code = error instanceof ApiError ? error.code : undefined;
          if (code === "consent_ticket_invalid") onTicketExpired();
          else if (code === "parent_email_is_student") {
            setProblem("ownAddress");
            document.getElementById("ask-parent-email")?.focus();
          } else if (code === "too_many_consent_mails") setProblem("tooMany");
          else setProblem("failed");
        },
      },
    );
  };

  const fieldError =
    problem === "invalid"
      ? t("askBadAddress")
      : problem === "ownAddress"
        ? t("askOwnAddress")
        : undefined;
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <TextField
        id="ask-parent-email"
        name="parentEmail"
        type="email"
        autoComplete="off"
        label={t("askEmailLabel")}
        defaultValue={parentEmail}
        error={fieldError}
        onChange={() => {
          if (problem === "invalid" || problem === "ownAddress") setProblem(null);
        }}
      />
      {problem === "tooMany" && (
        <Alert variant="warning">
          <CalendarClock aria-hidden="true" />
          <AlertDescription className="col-start-2">{t("askTooMany")}</AlertDescription>
        </Alert>
      )}
      {problem === "failed" && (
        <Alert variant="destructive">
          <CircleAlert aria-hidden="true" />
          <AlertDescription className="col-start-2">{t("askFailed")}</AlertDescription>
        </Alert>
      )}
      <Button type="submit" size="lg" className="justify-self-start" disabled={ask.isPending}>
        <Send aria-hidden="true" />
        {ask.isPending ? t("askSending") : submitLabel}
      </Button>
    </form>
  );
}
