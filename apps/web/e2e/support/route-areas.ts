import { paths } from "../../src/lib/paths";

/** The path map's areas: the public pages (top level and auth) and each role's. */
export const ROLE_AREAS = ["student", "developer", "parent", "admin"] as const;
export type RoleArea = (typeof ROLE_AREAS)[number];
export type Area = "public" | RoleArea;

type RouteEntry = string | { pattern: string; href: (id: string) => string };

const isRoleArea = (name: string): name is RoleArea =>
  (ROLE_AREAS as readonly string[]).includes(name);

/**
 * Every route of the path map (src/lib/paths.ts) by area, so a new route is covered as soon as it
 * exists; each role's area starts with the landing page as that role sees it. A route with a
 * parameter takes a real object's id or token from `params`, by its pattern; a pattern without
 * one, or an area this does not know, throws.
 */
export function routesByArea(params: Record<string, string>): Record<Area, string[]> {
  const fill = (entry: RouteEntry): string => {
    const pattern = typeof entry === "string" ? entry : entry.pattern;
    if (!pattern.includes(":")) return pattern;
    const value = params[pattern];
    if (!value) throw new Error(`No real object for ${pattern}: seed one and give its id.`);
    return typeof entry === "string"
      ? pattern.replace(/:\w+/, encodeURIComponent(value))
      : entry.href(value);
  };
  const routes: Record<Area, string[]> = {
    public: [],
    student: [paths.home],
    developer: [paths.home],
    parent: [paths.home],
    admin: [paths.home],
  };
  for (const [name, value] of Object.entries(paths) as [string, RouteEntry | object][]) {
    if (typeof value === "string" || "pattern" in value) {
      routes.public.push(fill(value));
      continue;
    }
    const area = name === "auth" ? "public" : isRoleArea(name) ? name : null;
    if (!area) throw new Error(`The path map's "${name}" is no area this test knows.`);
    routes[area].push(...Object.values(value as Record<string, RouteEntry>).map(fill));
  }
  return routes;
}
