import { useMutation } from "@tanstack/react-query";
import { userResponseSchema, type UpdateProfileInput } from "@trophy/shared/schemas/user";
import { apiRequest } from "@/lib/api-client";
import { PROFILE_PATH } from "@/lib/profile-path";
import { setUser } from "@/lib/session";

export async function updateProfile(input: UpdateProfileInput) {
  const { user } = await apiRequest(PROFILE_PATH, {
    method: "PUT",
    body: input,
    schema: userResponseSchema,
  });
  return user;
}

/** Saves the name; the stored user changes with it, so the header greets by the new name. */
export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile, onSuccess: setUser });
}
