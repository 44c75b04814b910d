import { useTranslation } from "react-i18next";
import type { AskParentStatus } from "@trophy/shared/schemas/consent";
import {
  CircleCheck,
  Clock,
  LogIn,
  MailCheck,
  MailQuestionMark,
  Pencil,
  ShieldAlert,
} from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Link, useLocation } from "react-router";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { PageSpinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/api-error";
import { formatLocalDate } from "@/lib/format";
import { paths } from "@/lib/paths";
import { useAskParentStatus } from "../api/ask-parent-status";
import { AskParentForm } from "../components/ask-parent-form";
import { ConsentLayout } from "../components/consent-layout";
import { consentTicketOf, leavesSessionOf } from "@/lib/consent-ask-state";
import { useSessionUser } from "@/lib/session";
import { signOutLocally } from "@/lib/session-end";

const body = "text-lg leading-relaxed text-slate-700";

/**
 * /consent/ask — a young student's own consent step (docs/product.md, Privacy): before the
 * consent mail goes, the child checks their parent/guide's address (typed at registration) and
 * may correct it; then the page says where and when the mail went and until when the account
 * waits, with a way to fix a wrong address; once a parent agreed, that they can sign in. Written
 * for a child of nine: short sentences. The ticket comes as router state; without a good one the
 * child signs in again, which brings them back here with a fresh one.
 */
export function ConsentAskPage() {
  const { t } = useTranslation("consent");
  const state: unknown = useLocation().state;
  const user = useSessionUser();
  // Sent here by "This is not my parent", whose answer ended the session on the server.
  const leaving = leavesSessionOf(state) && user !== null;
  useEffect(() => {
    if (leaving) signOutLocally();
  }, [leaving]);
  // The step reads its state once the session and what was fetched with it are forgotten.
  if (leaving) return <PageSpinner label={t("askLoading")} />;
  return <ConsentAskStep ticket={consentTicketOf(state)} />;
}

function ConsentAskStep({ ticket }: { ticket: string | undefined }) {
  const { t } = useTranslation("consent");
  const status = useAskParentStatus(ticket);
  // The ticket was refused while sending.
  const [expired, setExpired] = useState(false);
  // The state changed on this page (the mail went): its new heading takes focus.
  const [changed, setChanged] = useState(false);

  const ticketRefused =
    status.error instanceof ApiError && status.error.code === "consent_ticket_invalid";
  if (!ticket || expired || ticketRefused) return <SignInAgain />;
  if (status.isPending) return <PageSpinner label={t("askLoading")} />;
  if (status.isError)
    return (
      <ConsentLayout icon={MailQuestionMark} title={t("askToConfirmTitle")}>
        <LoadError
          error={status.error}
          title={t("askLoadFailed")}
          onRetry={() => void status.refetch()}
        />
      </ConsentLayout>
    );

  const onAsked = () => {
    setChanged(true);
  };
  const onTicketExpired = () => {
    setExpired(true);
  };
  const { data } = status;
  switch (data.state) {
    case "to_confirm":
      return (
        <ConsentLayout icon={MailQuestionMark} title={t("askToConfirmTitle")}>
          <p className={body}>{t("askToConfirmBody")}</p>
          <AskParentForm
            ticket={ticket}
            parentEmail={data.parentEmail ?? ""}
            submitLabel={t("askSend")}
            onAsked={onAsked}
            onTicketExpired={onTicketExpired}
          />
        </ConsentLayout>
      );
    case "asked":
      return (
        <Asked
          status={data}
          ticket={ticket}
          focusTitle={changed}
          onAsked={onAsked}
          onTicketExpired={onTicketExpired}
        />
      );
    case "given":
      return (
        <ConsentLayout icon={CircleCheck} title={t("askGivenTitle")}>
          <p className={body}>{t("askGivenBody")}</p>
          <SignInButton />
        </ConsentLayout>
      );
    case "withdrawn":
      return (
        <ConsentLayout icon={ShieldAlert} title={t("askWithdrawnTitle")}>
          <p className={body}>{t("askWithdrawnBody")}</p>
        </ConsentLayout>
      );
  }
}

interface AskedProps {
  status: AskParentStatus;
  ticket: string;
  focusTitle: boolean;
  onAsked: () => void;
  onTicketExpired: () => void;
}

/** The mail went: to whom and when, how long the account waits, and a way to fix the address. */
function Asked({ status, ticket, focusTitle, onAsked, onTicketExpired }: AskedProps) {
  const { t } = useTranslation("consent");
  const [changing, setChanging] = useState(false);
  const panelId = useId();
  const email = status.parentEmail ?? "";
  return (
    <ConsentLayout
      // Each new request is a new page: its heading takes focus, as the form it came from is gone.
      key={status.askedAt ?? ""}
      icon={MailCheck}
      title={t("askAskedTitle")}
      focusTitle={focusTitle}
    >
      <div className="grid gap-3">
        {status.askedAt ? (
          <p className={body}>
            {t("askAskedBody", { email, date: formatLocalDate(status.askedAt) })}
          </p>
        ) : (
          <p className={body}>{t("askAskedBodyUndated", { email })}</p>
        )}
        <p className={body}>
          {status.deletionAt
            ? t("askAskedWait", { date: formatLocalDate(status.deletionAt) })
            : t("askAskedWaitUndated")}
        </p>
      </div>
      <div className="grid gap-4">
        <Button
          variant="outline"
          className="justify-self-start whitespace-normal"
          aria-expanded={changing}
          aria-controls={panelId}
          onClick={() => {
            setChanging((open) => !open);
          }}
        >
          <Pencil aria-hidden="true" />
          {t("askChange")}
        </Button>
        <div id={panelId} hidden={!changing}>
          {changing && (
            <AskParentForm
              // A new form for each request, starting from the address it went to.
              key={`${email} ${status.askedAt ?? ""}`}
              ticket={ticket}
              parentEmail={email}
              submitLabel={t("askSendAgain")}
              onAsked={() => {
                setChanging(false);
                onAsked();
              }}
              onTicketExpired={onTicketExpired}
            />
          )}
        </div>
      </div>
    </ConsentLayout>
  );
}

/** The ticket is missing or too old: signing in again gives a new one and comes back here. */
function SignInAgain() {
  const { t } = useTranslation("consent");
  return (
    <ConsentLayout icon={Clock} title={t("askExpiredTitle")}>
      <p className={body}>{t("askExpiredBody")}</p>
      <SignInButton />
    </ConsentLayout>
  );
}

function SignInButton() {
  const { t } = useTranslation("consent");
  return (
    <Button asChild size="lg" className="justify-self-start">
      <Link to={paths.auth.login}>
        <LogIn aria-hidden="true" />
        {t("signIn")}
      </Link>
    </Button>
  );
}
