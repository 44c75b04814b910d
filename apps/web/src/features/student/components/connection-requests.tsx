import type { ConnectionRequest } from "@trophy/shared/schemas/student";
import { Ban, Check, UserPlus, X } from "lucide-react";
import { useId, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { fillTemplate } from "@/lib/fill-template";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";
import {
  useAnswerConnectionRequest,
  type ConnectionAnswer,
} from "../api/answer-connection-request";
import { useConnectionRequests } from "../api/get-connection-requests";
import { CONNECTION_BLOCK_COPY } from "../connection-block-copy";
import { STUDENT_COPY } from "../copy";

/**
 * Parents/guides waiting to link with the student; shown only while there are any (or when they
 * could not be loaded). The dashboard puts it after everything else, so that its arrival moves
 * nothing already on screen.
 */
export function ConnectionRequests() {
  const requests = useConnectionRequests();
  const answer = useAnswerConnectionRequest();
  const titleId = useId();
  const [blocking, setBlocking] = useState<ConnectionRequest | null>(null);
  if (!requests.isError && !requests.data?.length && !blocking) return null;

  const block = () => {
    if (!blocking) return;
    answer.mutate(
      { id: blocking.id, answer: "block" },
      {
        onSuccess: () => {
          toast({ title: CONNECTION_BLOCK_COPY.parentBlocked, description: blocking.parentEmail });
        },
        onError: (error) => {
          toastFailure(error, STUDENT_COPY.actionFailedTitle, CONNECTION_BLOCK_COPY.blockFailed);
        },
        onSettled: () => {
          setBlocking(null);
        },
      },
    );
  };

  const respond = (id: string, reply: ConnectionAnswer) => {
    answer.mutate(
      { id, answer: reply },
      {
        onError: () =>
          toast({
            title: STUDENT_COPY.actionFailedTitle,
            description:
              reply === "accept"
                ? STUDENT_COPY.acceptRequestFailed
                : STUDENT_COPY.rejectRequestFailed,
            variant: "destructive",
          }),
      },
    );
  };

  return (
    <Card role="region" aria-labelledby={titleId} className="border-sky-200">
      <CardHeader>
        <CardTitle id={titleId} className="flex items-center gap-2 text-lg">
          <UserPlus aria-hidden="true" className="size-5 text-sky-700" />
          {STUDENT_COPY.connectionRequests}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {requests.isError && (
          <LoadError error={requests.error} onRetry={() => void requests.refetch()} />
        )}
        {requests.data && (
          <ul className="grid gap-3">
            {requests.data.map((r) => (
              <li
                key={r.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-sky-50 p-4"
              >
                <div className="min-w-0">
                  <p className="font-medium wrap-anywhere text-slate-900">
                    {r.parentName}{" "}
                    <span className="break-all text-slate-700">({r.parentEmail})</span>
                  </p>
                  <p className="text-sm text-slate-600">{STUDENT_COPY.connectionRequestBody}</p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    disabled={answer.isPending}
                    onClick={() => {
                      respond(r.id, "accept");
                    }}
                  >
                    <Check aria-hidden="true" />
                    {STUDENT_COPY.accept}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={answer.isPending}
                    onClick={() => {
                      respond(r.id, "reject");
                    }}
                  >
                    <X aria-hidden="true" />
                    {STUDENT_COPY.decline}
                  </Button>
                  {/* size sm: 44 px high and wide on a phone, as every touch target. */}
                  <Button
                    size="sm"
                    variant="dangerOutline"
                    disabled={answer.isPending}
                    onClick={() => {
                      setBlocking(r);
                    }}
                  >
                    <Ban aria-hidden="true" />
                    {CONNECTION_BLOCK_COPY.block}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        open={blocking !== null}
        onOpenChange={(open) => {
          if (!open) setBlocking(null);
        }}
        title={CONNECTION_BLOCK_COPY.blockQuestion}
        subject={
          blocking &&
          fillTemplate(CONNECTION_BLOCK_COPY.parentWithEmail, {
            name: blocking.parentName,
            email: blocking.parentEmail,
          })
        }
        description={CONNECTION_BLOCK_COPY.blockBody}
        confirmLabel={CONNECTION_BLOCK_COPY.block}
        pendingLabel={CONNECTION_BLOCK_COPY.blocking}
        pending={answer.isPending}
        confirmDisabled={!blocking}
        destructive
        onConfirm={block}
      />
    </Card>
  );
}
