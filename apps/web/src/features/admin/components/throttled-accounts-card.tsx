import { useTranslation } from "react-i18next";
import { i18next } from "@/lib/i18n/i18n";
import type { ThrottledAccount, ThrottledAccounts } from "@trophy/shared/schemas/admin";
import { ShieldAlert } from "lucide-react";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatLocalDateTime, formatNumber } from "@/lib/format";
import { useThrottledAccounts } from "../api/get-throttled-accounts";
import { ListSkeleton } from "./list-skeleton";
import { UserTypeBadge } from "./user-type-badge";

/** The addresses refused on an account, the most failing first, and how many more there are. */
function refusedText(addresses: { address: string }[], count: number): string {
  const named = addresses.map((a) => a.address).join(", ");
  const more = count - addresses.length;
  return more > 0
    ? `${named} ${i18next.t("adminThrottle:moreAddresses", { count: formatNumber(more) })}`
    : named;
}

function ThrottledRow({ account }: { account: ThrottledAccount }) {
  const { t } = useTranslation("adminThrottle");
  return (
    <li className="grid gap-1 px-4 py-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium break-all text-slate-900">{account.email}</span>
        <UserTypeBadge userType={account.userType} />
        {account.slowed && (
          <Badge variant="warning" title={t("slowedHint")}>
            {t("slowed")}
          </Badge>
        )}
      </div>
      <p className="text-sm text-slate-600">
        {t("failures", { count: formatNumber(account.failures) })}
        {account.slowed && <span className="sr-only"> ({t("slowedHint")})</span>}
      </p>
      {account.refusedAddressCount > 0 && (
        <p className="text-sm break-all text-slate-600">
          {t("refusedFrom")} {refusedText(account.refusedAddresses, account.refusedAddressCount)}
        </p>
      )}
    </li>
  );
}

function ThrottledList({ data }: { data: ThrottledAccounts }) {
  const { t } = useTranslation("adminThrottle");
  if (data.accounts.length === 0 && data.refusedAddresses.length === 0) {
    return <EmptyState text={t("none")} />;
  }
  return (
    <>
      {data.accounts.length > 0 && (
        <ul
          aria-label={t("title")}
          className="divide-y divide-slate-200 rounded-xl border border-slate-200"
        >
          {data.accounts.map((account) => (
            <ThrottledRow key={account.userId} account={account} />
          ))}
        </ul>
      )}
      {data.total > data.accounts.length && (
        <p className="text-sm text-slate-600">
          {t("showingSome", {
            shown: formatNumber(data.accounts.length),
            total: formatNumber(data.total),
          })}
        </p>
      )}
      {data.refusedAddresses.length > 0 && (
        <div className="grid gap-1">
          <h3 className="text-sm font-semibold text-slate-900">{t("refusedEverywhere")}</h3>
          <p className="text-sm break-all text-slate-600">
            {refusedText(data.refusedAddresses, data.refusedAddresses.length)}
          </p>
        </div>
      )}
      <p className="text-xs text-slate-500">
        {t("until", { time: formatLocalDateTime(data.until) })}
      </p>
    </>
  );
}

/**
 * Below the users list: the accounts the sign-in throttle holds back in its current window, so an
 * admin can tell an attack on an account (or a school's shared address) from a forgotten password.
 */
export function ThrottledAccountsCard() {
  const { t } = useTranslation("adminThrottle");
  const throttled = useThrottledAccounts();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <ShieldAlert aria-hidden="true" className="size-5 text-amber-600" />
          {t("title")}
        </CardTitle>
        <CardDescription>{t("intro")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {throttled.isPending ? (
          <ListSkeleton rows={2} />
        ) : throttled.isError ? (
          <LoadError
            error={throttled.error}
            title={t("loadFailed")}
            onRetry={() => void throttled.refetch()}
          />
        ) : (
          <ThrottledList data={throttled.data} />
        )}
      </CardContent>
    </Card>
  );
}
