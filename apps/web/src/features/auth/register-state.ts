import { SELF_REGISTER_TYPES } from "@trophy/shared/constants";

/**
 * What a page that sends someone to registration tells it, as router state: the account type to
 * start with (a parent's consent link asks for a parent/guide account).
 */
export interface RegisterState {
  userType?: (typeof SELF_REGISTER_TYPES)[number];
}

/** The registration state carried by a navigation, or none; checked by hand, as the login's. */
export function registerStateOf(state: unknown): RegisterState {
  if (typeof state !== "object" || state === null) return {};
  const { userType } = state as Record<string, unknown>;
  const type = SELF_REGISTER_TYPES.find((t) => t === userType);
  return type ? { userType: type } : {};
}
