import { useTranslation } from "react-i18next";
import type { ConnectionRequest } from "@trophy/shared/schemas/student";
import { Ban, Check, UserPlus, X } from "lucide-react";
import { useId, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";
import {
  useAnswerConnectionRequest,
  type ConnectionAnswer,
} from "../api/answer-connection-request";
import { useConnectionRequests } from "../api/get-connection-requests";

/**
 * Parents/guides waiting to link with the student; shown only while there are any (or when they
 * could not be loaded). The dashboard puts it after everything else, so that its arrival moves
 * nothing already on screen.
 */
export function ConnectionRequests() {
  const { t } = useTranslation(["connectionBlock", "student"]);
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
          toast({ title: t("parentBlocked"), description: blocking.parentEmail });
        },
        onError: (error) => {
          toastFailure(error, t("student:actionFailedTitle"), t("blockFailed"));
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
            title: t("student:actionFailedTitle"),
            description:
              reply === "accept"
                ? t("student:acceptRequestFailed")
                : t("student:rejectRequestFailed"),
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
          {t("student:connectionRequests")}
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
                  <p className="text-sm text-slate-600">{t("student:connectionRequestBody")}</p>
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
                    {t("student:accept")}
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
                    {t("student:decline")}
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
                    {t("block")}
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
        title={t("blockQuestion")}
        subject={
          blocking &&
          t("parentWithEmail", {
            name: blocking.parentName,
            email: blocking.parentEmail,
          })
        }
        description={t("blockBody")}
        confirmLabel={t("block")}
        pendingLabel={t("blocking")}
        pending={answer.isPending}
        confirmDisabled={!blocking}
        destructive
        onConfirm={block}
      />
    </Card>
  );
}
