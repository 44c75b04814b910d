import { useTranslation } from "react-i18next";
import type { LinkCodeResponse } from "@trophy/shared/schemas/student-apps";
import { LINK_CODE_TTL_MINUTES } from "@trophy/shared/constants";
import { Link2, LoaderCircle, RefreshCw } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { CopyButton } from "@/components/copy-button";
import { Button } from "@/components/ui/button";
import { formatLocalTime } from "@/lib/format";
import type { AppsViewer } from "./awarding-app-row";

interface ConnectAppProps {
  viewer: AppsViewer;
  /** The code shown, or null before one was asked for (or once closed). */
  code: LinkCodeResponse | null;
  pending: boolean;
  onGetCode: () => void;
  onClose: () => void;
}

/** True from the moment the code's expiry passes. */
function useExpired(code: LinkCodeResponse | null): boolean {
  const [expiredAt, setExpiredAt] = useState<string | null>(null);
  useEffect(() => {
    if (!code) return;
    const left = new Date(code.expiresAt).getTime() - Date.now();
    const timer = setTimeout(
      () => {
        setExpiredAt(code.expiresAt);
      },
      Math.max(0, left),
    );
    return () => {
      clearTimeout(timer);
    };
  }, [code]);
  return code !== null && expiredAt === code.expiresAt;
}

/**
 * "Connect an app" (docs/product.md §4, Privacy towards apps): a one-time code, shown large and
 * spaced so a child can read it off and type it into the app, with its expiry and a copy button.
 * A screen reader gets it one character at a time, as it is focused when it appears.
 */
export function ConnectApp({ viewer, code, pending, onGetCode, onClose }: ConnectAppProps) {
  const { t } = useTranslation("apps");
  const expired = useExpired(code);
  const codeRef = useRef<HTMLParagraphElement>(null);
  const labelId = useId();
  const expiryId = useId();

  useEffect(() => {
    if (code) codeRef.current?.focus();
  }, [code]);

  const intro =
    viewer.role === "student"
      ? t("connectIntro", { minutes: LINK_CODE_TTL_MINUTES })
      : t("connectIntroParent", { minutes: LINK_CODE_TTL_MINUTES, name: viewer.studentName });
  const busyIcon = <LoaderCircle aria-hidden="true" className="animate-spin" />;

  if (!code) {
    return (
      <div className="grid justify-items-start gap-2">
        <p className="text-sm text-slate-600">{intro}</p>
        <Button
          type="button"
          className="h-11"
          aria-disabled={pending || undefined}
          aria-busy={pending || undefined}
          onClick={() => {
            if (!pending) onGetCode();
          }}
        >
          {pending ? busyIcon : <Link2 aria-hidden="true" />}
          {t("connectApp")}
        </Button>
      </div>
    );
  }

  const label =
    viewer.role === "student" ? t("codeLabel") : t("codeLabelParent", { name: viewer.studentName });
  return (
    <section
      aria-labelledby={labelId}
      className="grid gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4"
    >
      <h3 id={labelId} className="text-sm font-medium text-slate-700">
        {label}
      </h3>
      {expired ? (
        <p ref={codeRef} tabIndex={-1} className="font-medium text-red-800 outline-none">
          {t("codeExpired")}
        </p>
      ) : (
        <>
          <p
            ref={codeRef}
            tabIndex={-1}
            aria-describedby={expiryId}
            className="font-mono text-3xl font-bold tracking-[0.2em] whitespace-nowrap text-slate-900 outline-none sm:text-4xl"
          >
            <span aria-hidden="true">
              {code.code.slice(0, 4)} {code.code.slice(4)}
            </span>
            <span className="sr-only">{code.code.replace(/(.)(?=.)/g, "$1 ")}</span>
          </p>
          <p id={expiryId} className="text-sm text-slate-600">
            {t("codeExpires", { time: formatLocalTime(code.expiresAt) })}
          </p>
        </>
      )}
      <div className="flex flex-wrap gap-2">
        {!expired && <CopyButton text={code.code} idleLabel={t("copyCode")} className="h-11" />}
        <Button
          type="button"
          variant="outline"
          className="h-11"
          aria-disabled={pending || undefined}
          aria-busy={pending || undefined}
          onClick={() => {
            if (!pending) onGetCode();
          }}
        >
          {pending ? busyIcon : <RefreshCw aria-hidden="true" />}
          {t("newCode")}
        </Button>
        <Button type="button" variant="ghost" className="h-11" onClick={onClose}>
          {t("closeCode")}
        </Button>
      </div>
    </section>
  );
}
