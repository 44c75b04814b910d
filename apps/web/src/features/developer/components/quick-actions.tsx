import { BookOpen, ChevronRight, KeyRound, Webhook, type LucideIcon } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { paths } from "@/lib/paths";
import { COMMON_COPY } from "@/lib/copy";
import { DEVELOPER_COPY } from "../copy";
import { WEBHOOKS_COPY } from "../webhooks-copy";

/** Read at render, so the texts follow a language switch. */
const actions = (): readonly { to: string; label: string; body: string; icon: LucideIcon }[] => [
  {
    to: paths.developer.apiKeys,
    label: COMMON_COPY.navApiKeys,
    body: DEVELOPER_COPY.quickApiKeysBody,
    icon: KeyRound,
  },
  {
    to: paths.developer.webhooks,
    label: COMMON_COPY.navWebhooks,
    body: WEBHOOKS_COPY.quickWebhooksBody,
    icon: Webhook,
  },
  {
    to: paths.developer.documentation,
    label: COMMON_COPY.navDocumentation,
    body: DEVELOPER_COPY.quickDocsBody,
    icon: BookOpen,
  },
];

/** Shortcuts from the dashboard to the keys, the webhooks and the documentation. */
export function QuickActions() {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className="min-w-0">
      <CardHeader>
        <CardTitle id={titleId} className="text-lg">
          {DEVELOPER_COPY.quickActions}
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
