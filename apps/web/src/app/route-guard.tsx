import type { UserType } from "@trophy/shared/constants";
import { Navigate, Outlet } from "react-router";
import { useProfileCheck } from "@/features/auth/api/get-profile";
import { paths, ROLE_HOME } from "@/lib/paths";
import { useSessionUser } from "@/lib/session";

/**
 * Lets only `role` into an area (docs/product.md §2, Route guard): login without a user, the user's
 * own home for another role. The stored user opens the area at once while the server confirms the
 * session beside the area's own calls (a phone would otherwise wait one more round trip before
 * asking for anything it shows); an ended session or a changed role then leaves the area. If the
 * check fails without ending the session (no network), the stored user is trusted.
 */
export function RouteGuard({ role }: { role: UserType }) {
  const user = useSessionUser();
  useProfileCheck(user?.id);

  if (!user) return <Navigate to={paths.auth.login} replace />;
  if (user.user_type !== role) return <Navigate to={ROLE_HOME[user.user_type]} replace />;
  return <Outlet />;
}
