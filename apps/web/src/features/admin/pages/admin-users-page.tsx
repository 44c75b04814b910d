import { useTranslation } from "react-i18next";
import { USER_LIST_PAGE_SIZE } from "@trophy/shared/constants";
import type { AdminUser } from "@trophy/shared/schemas/admin";
import { Users } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useSessionUser } from "@/lib/session";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";
import { useUsers } from "../api/get-users";
import { useUnsuspendUser } from "../api/unsuspend-user";
import { ConsentLogDialog } from "../components/consent-log-dialog";
import { DeleteUserDialog } from "../components/delete-user-dialog";
import { ListSkeleton } from "../components/list-skeleton";
import { SuspendUserDialog } from "../components/suspend-user-dialog";
import { ThrottledAccountsCard } from "../components/throttled-accounts-card";
import { UserPagination } from "../components/user-pagination";
import { UserRow } from "../components/user-row";
import { UserSearchForm } from "../components/user-search-form";
import {
  userSearchFrom,
  userSearchParams,
  type UserSearch,
} from "../components/user-search-params";

/** The column titles over the rows, for sighted users on wide screens (each row names its own). */
function ColumnTitles() {
  const { t } = useTranslation("admin");
  return (
    <div
      aria-hidden="true"
      className="hidden gap-4 border-b border-slate-200 px-4 py-2 text-xs font-medium text-slate-600 sm:grid sm:grid-cols-[minmax(0,1fr)_minmax(0,14rem)_11rem]"
    >
      <span>{t("userColumn")}</span>
      <span>{t("userStatus")}</span>
    </div>
  );
}

/**
 * Every account, searchable by e-mail or name and filterable by type (kept in the URL, so the
 * dashboard's Students tile can link to them), 20 to a page.
 */
export function AdminUsersPage() {
  const { t } = useTranslation(["admin", "common"]);
  const [params, setParams] = useSearchParams();
  const search = userSearchFrom(params);
  const [page, setPage] = useState(1);
  const [suspending, setSuspending] = useState<AdminUser | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const [consentOf, setConsentOf] = useState<AdminUser | null>(null);
  const me = useSessionUser();
  const users = useUsers({
    ...search,
    limit: USER_LIST_PAGE_SIZE,
    offset: (page - 1) * USER_LIST_PAGE_SIZE,
  });
  const unsuspend = useUnsuspendUser();

  const apply = (next: UserSearch) => {
    setParams(userSearchParams(next), { replace: true });
    setPage(1);
  };
  const lift = (user: AdminUser) => {
    unsuspend.mutate(user.id, {
      onSuccess: () => toast({ title: t("userUnsuspended") }),
      onError: (error) => {
        toastFailure(error, t("unsuspendUserFailed"), t("unsuspendUserFailed"));
      },
    });
  };
  const list = users.data?.users ?? [];
  const filtered = search.search !== "" || search.userType !== "all";

  return (
    <div className="grid gap-6">
      <PageHeader icon={Users} title={t("common:users")} intro={t("adminUsersIntro")} />
      {/* Keyed by the URL's search: Show all users (or Back) puts the form back to it. */}
      <UserSearchForm key={params.toString()} initial={search} onSearch={apply} />
      {users.isPending ? (
        <ListSkeleton />
      ) : users.isError ? (
        <LoadError error={users.error} onRetry={() => void users.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState
          variant="page"
          text={t("noUsers")}
          action={
            filtered && (
              <Button
                variant="outline"
                onClick={() => {
                  apply({ search: "", userType: "all" });
                }}
              >
                {t("showAllUsers")}
              </Button>
            )
          }
        />
      ) : (
        <Card>
          <ColumnTitles />
          <ul aria-label={t("common:users")} className="divide-y divide-slate-200">
            {list.map((user) => (
              <UserRow
                key={user.id}
                user={user}
                isSelf={user.id === me?.id}
                busy={unsuspend.isPending && unsuspend.variables === user.id}
                onSuspend={setSuspending}
                onUnsuspend={lift}
                onDelete={setDeleting}
                onConsentLog={setConsentOf}
              />
            ))}
          </ul>
        </Card>
      )}
      {!users.isError && (
        <UserPagination page={page} total={users.data?.total ?? 0} onPageChange={setPage} />
      )}
      <ThrottledAccountsCard />
      <ConsentLogDialog
        user={consentOf}
        onClose={() => {
          setConsentOf(null);
        }}
      />
      <DeleteUserDialog
        user={deleting}
        onClose={() => {
          setDeleting(null);
        }}
      />
      <SuspendUserDialog
        key={suspending?.id ?? "none"}
        user={suspending}
        onClose={() => {
          setSuspending(null);
        }}
      />
    </div>
  );
}
