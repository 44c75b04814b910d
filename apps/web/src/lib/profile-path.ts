/** The signed-in user's own profile (docs/product.md §7), read to confirm a stored session. */
export const PROFILE_PATH = "/api/users/profile";
