import { useTranslation } from "react-i18next";
import type { AdminUser } from "@trophy/shared/schemas/admin";
import type { ConsentEvent, ConsentLogEntry } from "@trophy/shared/schemas/consent";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { formatLocalDateTime } from "@/lib/format";
import { useConsentLog } from "../api/get-consent-log";

function Entry({ entry }: { entry: ConsentLogEntry }) {
  const { t } = useTranslation("adminConsent");
  return (
    <li className="grid gap-1 py-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <span className="font-medium text-slate-900">{t(`event_${entry.event}`)}</span>
        <time dateTime={entry.at} className="text-sm text-slate-600">
          {formatLocalDateTime(entry.at)}
        </time>
      </div>
      <p className="text-sm text-slate-600">
        {t(`method_${entry.method}`)} · {t("noticeVersion", { version: entry.noticeVersion })}
      </p>
      <ParentOf entry={entry} />
    </li>
  );
}

/** What only a signed-in parent/guide does, or names one: such an entry always had one. */
const BY_A_PARENT: readonly ConsentEvent[] = ["consented", "withdrawn", "disputed"];

/**
 * The parent/guide of an entry, by name and address while their account exists. One whose
 * account is gone leaves neither, so an entry that must have had one says it was deleted; the
 * others (a request, an expiry, a refusal through the link) had nobody signed in.
 */
function ParentOf({ entry }: { entry: ConsentLogEntry }) {
  const { t } = useTranslation("adminConsent");
  if (entry.parent)
    return (
      <p className="text-sm wrap-anywhere text-slate-700">
        {t("parentAccount", { name: entry.parent.name, email: entry.parent.email })}
      </p>
    );
  if (entry.parentId || BY_A_PARENT.includes(entry.event))
    return <p className="text-sm text-slate-600">{t("parentDeleted")}</p>;
  return null;
}

/**
 * A student's consent log (docs/product.md, Privacy): each request, consent, refusal, withdrawal,
 * expiry and dispute with how it came, the notice version, when, and the parent/guide who acted.
 * Closed while `user` is null.
 */
export function ConsentLogDialog({
  user,
  onClose,
}: {
  user: AdminUser | null;
  onClose: () => void;
}) {
  const { t } = useTranslation("adminConsent");
  const log = useConsentLog(user?.id ?? null);
  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription className="break-all">{user?.email}</DialogDescription>
        </DialogHeader>
        {log.isPending ? (
          <div className="flex justify-center py-4">
            <Spinner label={t("loading")} />
          </div>
        ) : log.isError ? (
          <LoadError error={log.error} onRetry={() => void log.refetch()} />
        ) : log.data.length === 0 ? (
          <EmptyState text={t("empty")} />
        ) : (
          <ol aria-label={t("title")} className="divide-y divide-slate-200">
            {log.data.map((entry) => (
              <Entry key={entry.id} entry={entry} />
            ))}
          </ol>
        )}
      </DialogContent>
    </Dialog>
  );
}
