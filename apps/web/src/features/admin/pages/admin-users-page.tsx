import { USER_LIST_PAGE_SIZE } from "@trophy/shared/constants";
import type { AdminUser } from "@trophy/shared/schemas/admin";
import { Users } from "lucide-react";
import { useEffect, useState } from "react";
import { PageHeader } from "@/components/page-header";
import { Card } from "@/components/ui/card";
import { PageSpinner } from "@/components/ui/spinner";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";
import { COMMON_COPY } from "@/lib/copy";
import { useUsers } from "../api/get-users";
import { useUnsuspendUser } from "../api/unsuspend-user";
import { SuspendUserDialog } from "../components/suspend-user-dialog";
import { UserPagination } from "../components/user-pagination";
import { UserRow } from "../components/user-row";
import { UserSearchForm, type UserSearch } from "../components/user-search-form";
import { EmptyState } from "@/components/empty-state";
import { ADMIN_COPY } from "../copy";

/** Every account, searchable by e-mail or name and filterable by type, 20 to a page. */
export function AdminUsersPage() {
  const [search, setSearch] = useState<UserSearch>({ search: "", userType: "all" });
  const [page, setPage] = useState(1);
  const [suspending, setSuspending] = useState<AdminUser | null>(null);
  const users = useUsers({
    ...search,
    limit: USER_LIST_PAGE_SIZE,
    offset: (page - 1) * USER_LIST_PAGE_SIZE,
  });
  const unsuspend = useUnsuspendUser();
  // List load failures are only logged (docs/product.md §8); the page then shows an empty list.
  useEffect(() => {
    if (users.error) console.error("Failed to load users", users.error);
  }, [users.error]);

  const lift = (user: AdminUser) => {
    unsuspend.mutate(user.id, {
      onSuccess: () => toast({ title: ADMIN_COPY.userUnsuspended }),
      onError: (error) => {
        toastFailure(error, ADMIN_COPY.unsuspendUserFailed, ADMIN_COPY.unsuspendUserFailed);
      },
    });
  };
  const list = users.data?.users ?? [];

  return (
    <div className="grid gap-6">
      <PageHeader icon={Users} title={COMMON_COPY.users} intro={ADMIN_COPY.adminUsersIntro} />
      <UserSearchForm
        onSearch={(next) => {
          setSearch(next);
          setPage(1);
        }}
      />
      {users.isPending ? (
        <PageSpinner />
      ) : list.length === 0 ? (
        <EmptyState variant="page" text={ADMIN_COPY.noUsers} />
      ) : (
        <Card>
          <ul aria-label={COMMON_COPY.users} className="divide-y divide-slate-200">
            {list.map((user) => (
              <UserRow
                key={user.id}
                user={user}
                busy={unsuspend.isPending && unsuspend.variables === user.id}
                onSuspend={setSuspending}
                onUnsuspend={lift}
              />
            ))}
          </ul>
        </Card>
      )}
      <UserPagination page={page} total={users.data?.total ?? 0} onPageChange={setPage} />
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
