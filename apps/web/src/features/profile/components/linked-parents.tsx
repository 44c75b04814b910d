import type { LinkedParent } from "@trophy/shared/schemas/student";
import { Unlink } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { fillTemplate } from "@/lib/fill-template";
import { formatLocalDate } from "@/lib/format";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";
import { useLinkedParents, useRemoveLinkedParent } from "../api/linked-parents";
import { LINKED_PARENTS_COPY } from "../linked-parents-copy";

/** The student's linked parents/guides, each removable after a question (a student's profile). */
export function LinkedParents() {
  const parents = useLinkedParents();
  const remove = useRemoveLinkedParent();
  const [removing, setRemoving] = useState<LinkedParent | null>(null);
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
        <span className="sr-only">{LINKED_PARENTS_COPY.loadingParents}</span>
        <Skeleton aria-hidden="true" className="h-5 w-48 max-w-full" />
        <Skeleton aria-hidden="true" className="h-4 w-64 max-w-full" />
      </div>
    );
  }
  if (parents.isError) {
    return <LoadError error={parents.error} onRetry={() => void parents.refetch()} />;
  }

  const confirm = () => {
    if (!removing) return;
    const parent = removing;
    remove.mutate(parent.linkId, {
      onSuccess: () => {
        toast({ title: LINKED_PARENTS_COPY.parentRemoved, description: parent.email });
      },
      onError: (error) => {
        toastFailure(error, LINKED_PARENTS_COPY.failedToRemove);
      },
      onSettled: () => {
        // Also after a refusal: the list has reloaded, and the row may be gone all the same.
        removed.current = true;
        setRemoving(null);
      },
    });
  };

  return (
    <>
      <div id={listId} tabIndex={-1} className="outline-none">
        {parents.data.length === 0 ? (
          <EmptyState text={LINKED_PARENTS_COPY.noLinkedParents} className="py-2 text-left" />
        ) : (
          <ul
            aria-label={LINKED_PARENTS_COPY.linkedParentsTitle}
            className="divide-y divide-slate-200"
          >
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
                    {fillTemplate(LINKED_PARENTS_COPY.linkedSince, {
                      date: formatLocalDate(parent.linkedAt),
                    })}
                  </span>
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
                  {LINKED_PARENTS_COPY.remove}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={LINKED_PARENTS_COPY.removeQuestion}
        subject={
          removing &&
          fillTemplate(LINKED_PARENTS_COPY.parentWithEmail, {
            name: removing.name,
            email: removing.email,
          })
        }
        description={LINKED_PARENTS_COPY.removeBody}
        confirmLabel={LINKED_PARENTS_COPY.remove}
        pendingLabel={LINKED_PARENTS_COPY.removing}
        pending={remove.isPending}
        confirmDisabled={!removing}
        destructive
        onConfirm={confirm}
      />
    </>
  );
}
