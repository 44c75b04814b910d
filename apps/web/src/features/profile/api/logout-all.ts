import { useMutation } from "@tanstack/react-query";
import { messageResponseSchema } from "@trophy/shared/schemas/common";
import { useNavigate } from "react-router";
import { apiRequest } from "@/lib/api-client";
import { paths } from "@/lib/paths";
import { signOutLocally } from "@/lib/session-end";

export function logoutAll() {
  return apiRequest("/auth/logout-all", {
    method: "POST",
    schema: messageResponseSchema,
    quietSessionEnd: true,
  });
}

/**
 * Ends every session on the server, then this one locally and goes to the landing page, as
 * Logout does. A failure leaves the user signed in: the sessions elsewhere may still be live.
 */
export function useLogoutAll() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logoutAll,
    onSuccess: async () => {
      // Leave the guarded area first, committed at once, or its guard would see the signed-out
      // user and send them to login.
      await navigate(paths.home, { flushSync: true });
      signOutLocally();
    },
  });
}
