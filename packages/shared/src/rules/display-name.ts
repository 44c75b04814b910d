/** The header greets by name or, without one, by the part of the e-mail before the @ sign. */
export function displayName(user: { name: string | null; email: string }): string {
  const name = user.name?.trim();
  if (name) return name;
  return user.email.split("@")[0] ?? user.email;
}
