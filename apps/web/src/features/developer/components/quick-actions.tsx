import { useTranslation } from "react-i18next";
import { i18next } from "@/lib/i18n/i18n";
import { BookOpen, ChevronRight, KeyRound, Webhook, type LucideIcon } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { paths } from "@/lib/paths";

/** Read at render, so the texts follow a language switch. */
const actions = (): readonly { to: string; label: string; body: string; icon: LucideIcon }[] => [
  {
    to: paths.developer.apiKeys,
    label: i18next.t("common:navApiKeys"),
    body: i18next.t("developer:quickApiKeysBody"),
    icon: KeyRound,
  },
  {
    to: paths.developer.webhooks,
    label: i18next.t("common:navWebhooks"),
    body: i18next.t("developerWebhooks:quickWebhooksBody"),
    icon: Webhook,
  },
  {
    to: paths.developer.documentation,
    label: i18next.t("common:navDocumentation"),
    body: i18next.t("developer:quickDocsBody"),
    icon: BookOpen,
  },
];

/** Shortcuts from the dashboard to the keys, the webhooks and the documentation. */
export function QuickActions() {
  const { t } = useTranslation("developer");
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className="min-w-0">
      <CardHeader>
        <CardTitle id={titleId} className="text-lg">
          {t("quickActions")}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        {actions().map(({ to, label, body, icon: Icon }) => (
          <Link
            key={to}
            to={to}
            className="flex items-center gap-3 rounded-xl border border-slate-200 p-3 transition-colors hover:border-amber-300 hover:bg-amber-50"
          >
            <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-700">
              <Icon aria-hidden="true" className="size-4" />
            </span>
            <span className="grid min-w-0 flex-1">
              <span className="font-medium text-slate-900">{label}</span>
              <span className="text-sm text-slate-600">{body}</span>
            </span>
            <ChevronRight aria-hidden="true" className="size-4 text-slate-400" />
          </Link>
        ))}
      </CardContent>
    </Card>
  );
}
