import { useMutation } from "@tanstack/react-query";
import { messageResponseSchema } from "@trophy/shared/schemas/common";
import { useNavigate } from "react-router";
import { apiRequest } from "@/lib/api-client";
import { signOutLocally } from "@/lib/session-end";
import { paths } from "@/lib/paths";

export function logout() {
  // Bearer only, no body (docs/product.md §7); the server revokes this session's refresh tokens.
  return apiRequest("/auth/logout", {
    method: "POST",
    schema: messageResponseSchema,
    quietSessionEnd: true,
  });
}

/** Logs out on the server when it can, and locally always; then back to the landing page. */
export function useLogout() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSettled: async () => {
      // Leave the guarded area first, committed at once (navigations are transitions by
      // default), or its guard would see the signed-out user and send them to login.
      await navigate(paths.home, { flushSync: true });
      signOutLocally();
    },
  });
}
