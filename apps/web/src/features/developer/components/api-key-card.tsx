import { useTranslation } from "react-i18next";
import type { ApiKeyMode } from "@trophy/shared/schemas/developer";
import { Eye, EyeOff } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { CopyButton } from "@/components/copy-button";
import { Skeleton } from "@/components/ui/skeleton";
import { keyTexts, lastUsedText } from "./key-texts";
import { maskApiKey } from "./mask-api-key";
import { RegenerateKeyButton } from "./regenerate-key-dialog";

/** The key card's frame with blocks where the key and its buttons will be, while it loads. */
export function ApiKeyCardSkeleton() {
  const { t } = useTranslation("developer");
  return (
    <Card role="status" aria-busy="true">
      <span className="sr-only">{t("loadingApiKey")}</span>
      <CardHeader aria-hidden="true">
        <Skeleton className="h-7 w-40" />
        <Skeleton className="h-5 w-full max-w-xl" />
      </CardHeader>
      <CardContent aria-hidden="true" className="grid gap-4">
        <Skeleton className="h-[46px] w-full rounded-xl" />
        <div className="flex flex-wrap gap-2">
          <Skeleton className="h-10 w-24" />
          <Skeleton className="h-10 w-24" />
          <Skeleton className="h-10 w-32" />
        </div>
      </CardContent>
    </Card>
  );
}

interface ApiKeyCardProps {
  mode: ApiKeyMode;
  /** Null when it was revoked and none issued since. */
  apiKey: string | null;
  lastUsedAt: string | null;
  revealed: boolean;
  onRevealedChange: (revealed: boolean) => void;
}

/** A live or test key, masked until shown, when it was last used, with Show/Hide, Copy and Regenerate. */
export function ApiKeyCard({
  mode,
  apiKey,
  lastUsedAt,
  revealed,
  onRevealedChange,
}: ApiKeyCardProps) {
  const { t } = useTranslation("developer");
  const titleId = useId();
  const texts = keyTexts(mode);
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId} className="text-lg">
          {texts.title}
        </CardTitle>
        <CardDescription>{texts.help}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 *:min-w-0">
        {apiKey ? (
          <div className="grid gap-1.5">
            <code
              aria-label={texts.label}
              className="block rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 font-mono text-sm break-all text-slate-900"
            >
              {revealed ? apiKey : maskApiKey(apiKey)}
            </code>
            <p className="text-sm text-slate-600">{lastUsedText(lastUsedAt)}</p>
          </div>
        ) : (
          <p className="text-sm text-slate-600">{texts.none}</p>
        )}
        <div className="flex flex-wrap gap-2">
          {apiKey && (
            <>
              <Button
                variant="outline"
                onClick={() => {
                  onRevealedChange(!revealed);
                }}
              >
                {revealed ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
                {revealed ? t("hide") : t("show")}
              </Button>
              <CopyButton text={apiKey} aria-label={texts.copy} />
            </>
          )}
          <RegenerateKeyButton mode={mode} />
        </div>
      </CardContent>
    </Card>
  );
}
