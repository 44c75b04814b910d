import { USER_TYPES, type UserType } from "@trophy/shared/constants";
import { paths } from "@/lib/paths";

export type UserTypeFilter = UserType | "all";

export interface UserSearch {
  search: string;
  userType: UserTypeFilter;
}

/** The users list's query parameters: `q` the search text, `type` the account type. */
const SEARCH_PARAM = "q";
const TYPE_PARAM = "type";

const isUserType = (value: string | null): value is UserType =>
  (USER_TYPES as readonly (string | null)[]).includes(value);

/** The search a users list URL asks for; anything unknown is no filter. */
export function userSearchFrom(params: URLSearchParams): UserSearch {
  const type = params.get(TYPE_PARAM);
  return { search: params.get(SEARCH_PARAM) ?? "", userType: isUserType(type) ? type : "all" };
}

/** The query parameters of a search: none for an empty box or all types. */
export function userSearchParams({ search, userType }: UserSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search) params.set(SEARCH_PARAM, search);
  if (userType !== "all") params.set(TYPE_PARAM, userType);
  return params;
}

/** The users list showing one account type (the dashboard's Students tile). */
export function usersOfType(userType: UserType): string {
  return `${paths.admin.users}?${userSearchParams({ search: "", userType }).toString()}`;
}
