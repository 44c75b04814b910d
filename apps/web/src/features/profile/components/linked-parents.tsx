import { useTranslation } from "react-i18next";
import type { LinkedParent } from "@trophy/shared/schemas/student";
import { Unlink } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { formatLocalDate } from "@/lib/format";
import { toast } from "@/lib/toast";
import { ApiError } from "@/lib/api-error";
import { toastFailure } from "@/lib/toast-failure";
import {
  removalEndsApproval,
  useLinkedParents,
  useRemoveLinkedParent,
} from "../api/linked-parents";
import { BlockedParents } from "./blocked-parents";
import { GuardianConsent } from "./guardian-consent";

/**
 * The student's linked parents/guides, each removable after a question (a student's profile), and
 * the ones they blocked. Removing the last one who approves gift cards first says that the
 * approval ends, and only that question's answer lets the server remove it.
 */
export function LinkedParents() {
  const { t } = useTranslation("linkedParents");
  const parents = useLinkedParents();
  const remove = useRemoveLinkedParent();
  const [removing, setRemoving] = useState<LinkedParent | null>(null);
  // The server found the approval ending although the list did not say so (it changed meanwhile).
  const [serverSaysEnds, setServerSaysEnds] = useState(false);
  const listId = useId();
  // The removed row took the focused button with it: once the dialog has closed, the list (or
  // what stands in its place) keeps the keyboard's place instead of the page's start.
  const removed = useRef(false);
  useEffect(() => {
    if (removing !== null || !removed.current) return;
    removed.current = false;
    document.getElementById(listId)?.focus();
  }, [removing, listId]);

  if (parents.isPending) {
    return (
      <div role="status" aria-busy="true" className="grid gap-2">
        <span className="sr-only">{t("loadingParents")}</span>
        <Skeleton aria-hidden="true" className="h-5 w-48 max-w-full" />
        <Skeleton aria-hidden="true" className="h-4 w-64 max-w-full" />
      </div>
    );
  }
  if (parents.isError) {
    return <LoadError error={parents.error} onRetry={() => void parents.refetch()} />;
  }

  const endsApproval =
    removing !== null && (serverSaysEnds || removalEndsApproval(removing, parents.data));
  const close = () => {
    setRemoving(null);
    setServerSaysEnds(false);
  };

  const confirm = () => {
    if (!removing) return;
    const parent = removing;
    remove.mutate(
      { linkId: parent.linkId, endApproval: endsApproval },
      {
        onSuccess: () => {
          toast({ title: t("parentRemoved"), description: parent.email });
        },
        onError: (error) => {
          // The question stays open, now saying that the approval ends.
          if (error instanceof ApiError && error.code === "approval_ends_on_unlink") {
            setServerSaysEnds(true);
            return;
          }
          toastFailure(error, t("failedToRemove"));
        },
        onSettled: (_data, error) => {
          if (error instanceof ApiError && error.code === "approval_ends_on_unlink") return;
          // Also after a refusal: the list has reloaded, and the row may be gone all the same.
          removed.current = true;
          close();
        },
      },
    );
  };

  return (
    <>
      <GuardianConsent />
      <div id={listId} tabIndex={-1} className="outline-none">
        {parents.data.length === 0 ? (
          <EmptyState text={t("noLinkedParents")} className="py-2 text-left" />
        ) : (
          <ul aria-label={t("linkedParentsTitle")} className="divide-y divide-slate-200">
            {parents.data.map((parent) => (
              <li
                key={parent.linkId}
                aria-label={parent.email}
                className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0"
              >
                <div className="grid min-w-0 gap-0.5">
                  <span className="font-medium wrap-anywhere text-slate-900">{parent.name}</span>
                  <span className="text-sm break-all text-slate-600">{parent.email}</span>
                  <span className="text-sm text-slate-600">
                    {t("linkedSince", {
                      date: formatLocalDate(parent.linkedAt),
                    })}
                  </span>
                  {parent.approveGiftCards && (
                    <span className="text-sm text-slate-600">{t("approvesGiftCards")}</span>
                  )}
                </div>
                <Button
                  type="button"
                  size="sm"
                  variant="dangerOutline"
                  onClick={() => {
                    setRemoving(parent);
                  }}
                >
                  <Unlink aria-hidden="true" />
                  {t("remove")}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <BlockedParents />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) close();
        }}
        title={t("removeQuestion")}
        subject={
          removing &&
          t("parentWithEmail", {
            name: removing.name,
            email: removing.email,
          })
        }
        description={endsApproval ? t("removeEndsApprovalBody") : t("removeBody")}
        confirmLabel={endsApproval ? t("removeEndingApproval") : t("remove")}
        pendingLabel={t("removing")}
        pending={remove.isPending}
        confirmDisabled={!removing}
        destructive
        onConfirm={confirm}
      />
    </>
  );
}
