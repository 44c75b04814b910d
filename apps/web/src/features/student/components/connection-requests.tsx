import { Check, UserPlus, X } from "lucide-react";
import { useId } from "react";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/lib/toast";
import {
  useAnswerConnectionRequest,
  type ConnectionAnswer,
} from "../api/answer-connection-request";
import { useConnectionRequests } from "../api/get-connection-requests";
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
  if (!requests.isError && !requests.data?.length) return null;

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
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
