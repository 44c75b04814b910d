import { useTranslation } from "react-i18next";
import type { AdminUser } from "@trophy/shared/schemas/admin";
import type { ConsentLogEntry } from "@trophy/shared/schemas/consent";
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
      {entry.parentId && (
        <p className="text-xs break-all text-slate-600">
          {t("parentAccount", { id: entry.parentId })}
        </p>
      )}
    </li>
  );
}

/**
 * A student's consent log (docs/product.md, Privacy): each request, consent, refusal, withdrawal
 * and expiry with how it came, the notice version and when. Closed while `user` is null.
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
