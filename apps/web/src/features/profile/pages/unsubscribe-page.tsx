import { useTranslation } from "react-i18next";
import { CircleCheck, CircleX, MailX } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Link, useParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { paths } from "@/lib/paths";
import { toastFailure } from "@/lib/toast-failure";
import { unsubscribe, useUnsubscribeCheck } from "../api/notifications";

function UnsubscribeCard(props: {
  icon: LucideIcon;
  title: string;
  description?: string;
  children?: ReactNode;
}) {
  const Icon = props.icon;
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-4 px-4 py-10 sm:py-16">
      <Card>
        <CardHeader className="items-center text-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-2xl bg-amber-100 text-amber-700">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <h1 className="text-2xl font-semibold break-words text-slate-900">{props.title}</h1>
          {props.description && <CardDescription>{props.description}</CardDescription>}
        </CardHeader>
        {props.children && <CardContent className="grid gap-5">{props.children}</CardContent>}
      </Card>
    </div>
  );
}

/**
 * /auth/unsubscribe/:token, the link in every notification e-mail. Opening it changes nothing
 * (mail scanners open links): it says which e-mails stop and asks; the button unsubscribes. No
 * sign-in: the link itself is the proof.
 */
export function UnsubscribePage() {
  const { t } = useTranslation("notifications");
  const { token = "" } = useParams();
  const check = useUnsubscribeCheck(token);
  const [done, setDone] = useState(false);
  const [pending, setPending] = useState(false);

  if (check.isPending) {
    return (
      <UnsubscribeCard icon={MailX} title={t("unsubscribeTitle")}>
        <p role="status" className="text-center text-slate-700">
          {t("checkingLink")}
        </p>
      </UnsubscribeCard>
    );
  }
  if (check.isError) {
    return (
      <UnsubscribeCard icon={CircleX} title={t("unsubscribeInvalidTitle")}>
        <p role="alert" className="text-center text-slate-700">
          {t("unsubscribeInvalid")}
        </p>
        <Button asChild>
          <Link to={paths.auth.login}>{t("goToSignIn")}</Link>
        </Button>
      </UnsubscribeCard>
    );
  }
  const event = t(`event_${check.data.event}`);
  if (done || check.data.unsubscribed) {
    return (
      <UnsubscribeCard icon={CircleCheck} title={t("unsubscribedTitle")}>
        <p role="status" className="text-center text-slate-700">
          {t("unsubscribedBody", { event })}
        </p>
      </UnsubscribeCard>
    );
  }
  const confirm = async () => {
    setPending(true);
    try {
      await unsubscribe(token);
      setDone(true);
    } catch (error) {
      toastFailure(error, t("unsubscribeFailed"));
    } finally {
      setPending(false);
    }
  };
  return (
    <UnsubscribeCard
      icon={MailX}
      title={t("unsubscribeQuestion")}
      description={t("unsubscribeBody", { event })}
    >
      <Button
        type="button"
        disabled={pending}
        onClick={() => {
          void confirm();
        }}
      >
        {pending ? t("unsubscribing") : t("unsubscribeButton")}
      </Button>
    </UnsubscribeCard>
  );
}
