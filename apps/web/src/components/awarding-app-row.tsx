import { useTranslation } from "react-i18next";
import type { StudentApp } from "@trophy/shared/schemas/student-apps";
import { Ban, CircleCheck, Link2, LoaderCircle, Unlink } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatLocalDate } from "@/lib/format";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";

/** Whose screen the list is on: the student's own, or a parent/guide's for a linked student. */
export type AppsViewer = { role: "student" } | { role: "parent"; studentName: string };

/** Stores a stop or an allow and answers the app as the server now has it. */
export type SetAppBlocked = (change: {
  developerId: string;
  blocked: boolean;
}) => Promise<StudentApp>;

/** Ends an app's connection and answers the app as the server now has it. */
export type DisconnectApp = (developerId: string) => Promise<StudentApp>;

/** Who stopped the app, in the words of the one reading; nothing while it may award. */
function useStopNote(app: StudentApp, viewer: AppsViewer): string | null {
  const { t } = useTranslation("apps");
  if (app.blockedBy === null) return null;
  if (viewer.role === "student") {
    return app.blockedBy === "parent" ? t("stoppedByYourParent") : t("stoppedByYou");
  }
  return app.blockedBy === "parent"
    ? t("stoppedByParent")
    : t("stoppedByStudent", { name: viewer.studentName });
}

interface AwardingAppRowProps {
  app: StudentApp;
  viewer: AppsViewer;
  setBlocked: SetAppBlocked;
  disconnect: DisconnectApp;
}

/** Disconnect, asked first: the app is told, and only a new code connects it again. */
function DisconnectButton({
  app,
  viewer,
  disconnect,
}: {
  app: StudentApp;
  viewer: AppsViewer;
  disconnect: DisconnectApp;
}) {
  const { t } = useTranslation("apps");
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await disconnect(app.developerId);
      toast({ title: t("appDisconnected"), description: app.name });
      setAsking(false);
    } catch (error) {
      toastFailure(error, t("disconnectFailed"));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        type="button"
        variant="outline"
        className="h-11 min-w-11"
        aria-label={t("disconnectApp", { app: app.name })}
        onClick={() => {
          setAsking(true);
        }}
      >
        <Unlink aria-hidden="true" />
        {t("disconnect")}
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t("disconnectTitle", { app: app.name })}
        description={
          viewer.role === "student"
            ? t("disconnectBody", { app: app.name })
            : t("disconnectBodyParent", { app: app.name, name: viewer.studentName })
        }
        confirmLabel={t("disconnect")}
        pendingLabel={t("disconnecting")}
        pending={busy}
        destructive
        onConfirm={() => void confirm()}
      />
    </>
  );
}

/**
 * One app: what it gave and when, who stopped it, and Stop or Allow. A student is offered no
 * Allow for a parent/guide's stop (only a parent/guide lifts it); a parent/guide facing the
 * student's own stop may add theirs, which the student then cannot lift.
 */
export function AwardingAppRow({ app, viewer, setBlocked, disconnect }: AwardingAppRowProps) {
  const { t } = useTranslation("apps");
  const note = useStopNote(app, viewer);
  // Each row waits for its own answer, so stopping two apps in a row keeps both buttons honest.
  const [busy, setBusy] = useState(false);
  const lockedByParent = viewer.role === "student" && app.blockedBy === "parent";
  // Each side's button acts on its own stop: the student's stop leaves a parent/guide a Stop.
  const stop = viewer.role === "student" ? !app.blocked : app.blockedBy !== "parent";

  const change = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const answer = await setBlocked({ developerId: app.developerId, blocked: stop });
      if (stop) toast({ title: t("appStopped"), description: app.name });
      else if (!answer.blocked) toast({ title: t("appAllowed"), description: app.name });
      else if (viewer.role === "parent")
        toast({
          title: t("parentStopLifted", { name: viewer.studentName }),
          description: app.name,
        });
    } catch (error) {
      toastFailure(error, stop ? t("stopFailed") : t("allowFailed"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <li
      aria-label={app.name}
      className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0"
    >
      <div className="grid min-w-0 gap-0.5">
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-medium wrap-anywhere text-slate-900">{app.name}</span>
          {app.connected && (
            <Badge variant="success">
              <Link2 aria-hidden="true" />
              {t("connected")}
            </Badge>
          )}
        </span>
        <span className="text-sm text-slate-600">
          {t("trophiesGiven", { count: app.trophies })}
        </span>
        <span className="flex flex-wrap gap-x-3 text-sm text-slate-600">
          {app.firstAwardAt && (
            <span>{t("firstAward", { date: formatLocalDate(app.firstAwardAt) })}</span>
          )}
          {app.lastAwardAt && (
            <span>{t("lastAward", { date: formatLocalDate(app.lastAwardAt) })}</span>
          )}
        </span>
        {note && (
          <span className="flex items-start gap-1.5 text-sm font-medium text-red-800">
            <Ban aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {note}
          </span>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {app.connected && <DisconnectButton app={app} viewer={viewer} disconnect={disconnect} />}
        {!lockedByParent && (
          <Button
            type="button"
            variant={stop ? "dangerOutline" : "outline"}
            // Touch targets are 44 px on phones (docs/product.md); tablets are touched too.
            className="h-11 min-w-11"
            aria-label={stop ? t("stopApp", { app: app.name }) : t("allowApp", { app: app.name })}
            aria-disabled={busy || undefined}
            aria-busy={busy || undefined}
            onClick={() => void change()}
          >
            {busy ? (
              <LoaderCircle aria-hidden="true" className="animate-spin" />
            ) : stop ? (
              <Ban aria-hidden="true" />
            ) : (
              <CircleCheck aria-hidden="true" />
            )}
            {stop ? t("stop") : t("allow")}
          </Button>
        )}
      </div>
    </li>
  );
}
