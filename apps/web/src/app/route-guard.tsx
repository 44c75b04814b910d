import type { UserType } from "@trophy/shared/constants";
import { Navigate, Outlet } from "react-router";
import { PageSpinner } from "@/components/ui/spinner";
import { useProfileCheck } from "@/features/auth/api/get-profile";
import { paths, ROLE_HOME } from "@/lib/paths";
import { useSessionUser } from "@/lib/session";

/**
 * Lets only `role` into an area (docs/product.md §2, Route guard): a spinner while the stored
 * session is being confirmed with the server, login without a user, the user's own home for another
 * role. If the check fails without ending the session (no network), the stored user is trusted.
 */
export function RouteGuard({ role }: { role: UserType }) {
  const user = useSessionUser();
  const profile = useProfileCheck(user?.id);

  if (!user) return <Navigate to={paths.auth.login} replace />;
  if (profile.isPending) return <PageSpinner />;
  if (user.user_type !== role) return <Navigate to={ROLE_HOME[user.user_type]} replace />;
  return <Outlet />;
}
