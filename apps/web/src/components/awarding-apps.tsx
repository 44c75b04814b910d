import { useTranslation } from "react-i18next";
import type { UseQueryResult } from "@tanstack/react-query";
import type { LinkCodeResponse, StudentApp } from "@trophy/shared/schemas/student-apps";
import { useEffect, useRef, useState } from "react";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";
import {
  AwardingAppRow,
  type AppsViewer,
  type DisconnectApp,
  type SetAppBlocked,
} from "./awarding-app-row";
import { ConnectApp } from "./connect-app";

/** How often the list is read again while a code is shown, to see the app it connects. */
const WHILE_CODE_SHOWN_MS = 3000;

interface AwardingAppsProps {
  apps: UseQueryResult<StudentApp[]>;
  viewer: AppsViewer;
  /** Names the list for assistive technology: the heading of the section it sits in. */
  label: string;
  setBlocked: SetAppBlocked;
  disconnect: DisconnectApp;
  /** A new one-time code for the student (it replaces one not yet used). */
  issueCode: () => Promise<LinkCodeResponse>;
}

/**
 * While a code is shown the list is read again every few seconds; once an app that was not
 * connected when the code was given shows as connected, the code has been used: it is put away
 * and the app named.
 */
function useLinkCode(
  apps: UseQueryResult<StudentApp[]>,
  issueCode: () => Promise<LinkCodeResponse>,
) {
  const { t } = useTranslation("apps");
  const [code, setCode] = useState<LinkCodeResponse | null>(null);
  const [pending, setPending] = useState(false);
  const connectedBefore = useRef<Set<string>>(new Set());
  const { refetch, data } = apps;

  useEffect(() => {
    if (!code) return;
    const timer = setInterval(() => void refetch(), WHILE_CODE_SHOWN_MS);
    return () => {
      clearInterval(timer);
    };
  }, [code, refetch]);

  useEffect(() => {
    if (!code || !data) return;
    const joined = data.find((a) => a.connected && !connectedBefore.current.has(a.developerId));
    if (!joined) return;
    setCode(null);
    toast({ title: t("appConnected", { app: joined.name }) });
  }, [code, data, t]);

  const getCode = async () => {
    setPending(true);
    try {
      connectedBefore.current = new Set(
        (data ?? []).filter((a) => a.connected).map((a) => a.developerId),
      );
      setCode(await issueCode());
    } catch (error) {
      toastFailure(error, t("codeFailed"));
    } finally {
      setPending(false);
    }
  };
  const close = () => {
    setCode(null);
  };
  return { code, pending, getCode, close };
}

/**
 * The apps that awarded or connected a student, each with Stop or Allow and, when connected,
 * Disconnect, below the way to connect another (docs/product.md §4, Privacy towards apps): the
 * student's profile and their parent/guide's page show the same list.
 */
export function AwardingApps({
  apps,
  viewer,
  label,
  setBlocked,
  disconnect,
  issueCode,
}: AwardingAppsProps) {
  const { t } = useTranslation("apps");
  const link = useLinkCode(apps, issueCode);
  const connect = (
    <ConnectApp
      viewer={viewer}
      code={link.code}
      pending={link.pending}
      onGetCode={() => void link.getCode()}
      onClose={link.close}
    />
  );
  if (apps.isPending) {
    return (
      <div role="status" aria-busy="true" className="grid gap-2">
        <span className="sr-only">{t("loading")}</span>
        <Skeleton aria-hidden="true" className="h-5 w-48 max-w-full" />
        <Skeleton aria-hidden="true" className="h-4 w-64 max-w-full" />
      </div>
    );
  }
  if (apps.isError) {
    return <LoadError error={apps.error} onRetry={() => void apps.refetch()} />;
  }
  if (apps.data.length === 0) {
    const empty =
      viewer.role === "student"
        ? t("studentEmpty")
        : t("parentEmpty", { name: viewer.studentName });
    return (
      <div className="grid gap-4">
        <EmptyState text={empty} className="py-2 text-left" />
        {connect}
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <ul aria-label={label} className="divide-y divide-slate-200">
        {apps.data.map((app) => (
          <AwardingAppRow
            key={app.developerId}
            app={app}
            viewer={viewer}
            setBlocked={setBlocked}
            disconnect={disconnect}
          />
        ))}
      </ul>
      {connect}
    </div>
  );
}
