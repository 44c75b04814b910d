import { useQuery } from "@tanstack/react-query";
import { userResponseSchema, type User } from "@trophy/shared/schemas/user";
import { apiRequest } from "@/lib/api-client";
import { ApiError } from "@/lib/api-error";
import { signOutLocally } from "@/lib/session-end";
import { setUser } from "@/lib/session";
import { toast } from "@/lib/toast";
import { PROFILE_PATH } from "@/lib/profile-path";

const PROFILE_STALE_MS = 5 * 60_000;

export function getProfile(): Promise<{ user: User }> {
  return apiRequest(PROFILE_PATH, { schema: userResponseSchema });
}

export const profileQueryKey = (userId: string) => ["session", "profile", userId] as const;

/**
 * Confirms the stored session with the server and refreshes the stored user (a changed name or
 * role shows at once). A 401 ends the session through the API client; a 403 (a suspended
 * account) signs out here with the server's reason.
 */
export function useProfileCheck(userId: string | undefined) {
  return useQuery({
    queryKey: profileQueryKey(userId ?? ""),
    enabled: userId !== undefined,
    staleTime: PROFILE_STALE_MS,
    queryFn: async () => {
      try {
        const { user } = await getProfile();
        setUser(user);
        return user;
      } catch (error) {
        if (error instanceof ApiError && error.status === 403) {
          signOutLocally();
          toast({ title: error.message, variant: "destructive" });
        }
        throw error;
      }
    },
  });
}
