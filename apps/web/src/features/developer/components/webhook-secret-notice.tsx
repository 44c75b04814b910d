import { useTranslation } from "react-i18next";
import { KeyRound } from "lucide-react";
import { useEffect, useRef } from "react";
import { CopyButton } from "@/components/copy-button";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

/**
 * The new endpoint's signing secret, the only time the server sends it: shown in full with Copy
 * and a warning, until the developer says it is saved (or leaves the page). It takes the focus
 * as it appears, so a keyboard or screen-reader user lands on it rather than on the emptied form.
 */
export function WebhookSecretNotice({
  url,
  secret,
  onDismiss,
}: {
  url: string;
  secret: string;
  onDismiss: () => void;
}) {
  const { t } = useTranslation("developerWebhooks");
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [secret]);
  return (
    <Alert variant="warning" ref={ref} tabIndex={-1} className="outline-none">
      <KeyRound aria-hidden="true" />
      {/* An h2: it sits right under the page's h1, where the Alert's own h3 would skip a level. */}
      <h2 className="col-start-2 font-semibold">{t("secretTitle")}</h2>
      <AlertDescription className="grid gap-3 *:min-w-0">
        <p>{t("secretBody")}</p>
        <p className="text-sm break-all">{url}</p>
        <code
          aria-label={t("secretLabel")}
          className="block rounded-xl border border-slate-200 bg-white px-4 py-3 font-mono text-sm break-all text-slate-900"
        >
          {secret}
        </code>
        <div className="flex flex-wrap gap-2">
          <CopyButton text={secret} aria-label={t("copySecret")} />
          <Button variant="outline" onClick={onDismiss}>
            {t("secretSaved")}
          </Button>
        </div>
      </AlertDescription>
    </Alert>
  );
}
