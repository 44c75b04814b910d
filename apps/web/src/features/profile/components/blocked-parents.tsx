import { useTranslation } from "react-i18next";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { formatLocalDate } from "@/lib/format";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";
import { useBlockedParents, useUnblockParent } from "../api/blocked-parents";

/**
 * The parents/guides the student blocked from a connection request, each with Unblock; nothing
 * while there are none (or the list could not be loaded: the linked list above already says so
 * when the server is away, and blocking is rare).
 */
export function BlockedParents() {
  const { t } = useTranslation("linkedParents");
  const blocked = useBlockedParents();
  const unblock = useUnblockParent();
  const titleId = useId();
  if (!blocked.data?.length) return null;

  return (
    <section aria-labelledby={titleId} className="mt-6 grid gap-2 border-t border-slate-200 pt-4">
      <h3 id={titleId} className="font-medium text-slate-900">
        {t("blockedTitle")}
      </h3>
      <p className="text-sm text-slate-600">{t("blockedIntro")}</p>
      <ul className="divide-y divide-slate-200">
        {blocked.data.map((parent) => (
          <li
            key={parent.id}
            aria-label={parent.email}
            className="flex flex-wrap items-center justify-between gap-3 py-3 last:pb-0"
          >
            <div className="grid min-w-0 gap-0.5">
              <span className="font-medium wrap-anywhere text-slate-900">{parent.name}</span>
              <span className="text-sm break-all text-slate-600">{parent.email}</span>
              <span className="text-sm text-slate-600">
                {t("blockedSince", {
                  date: formatLocalDate(parent.blockedAt),
                })}
              </span>
            </div>
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={unblock.isPending}
              onClick={() => {
                unblock.mutate(parent.id, {
                  onSuccess: () => {
                    toast({
                      title: t("parentUnblocked"),
                      description: parent.email,
                    });
                  },
                  onError: (error) => {
                    toastFailure(error, t("failedToUnblock"));
                  },
                });
              }}
            >
              {unblock.isPending && unblock.variables === parent.id
                ? t("unblocking")
                : t("unblock")}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
