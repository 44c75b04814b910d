import type { FastifyInstance } from "fastify";

export interface RouteEntry {
  method: string;
  /** The route's path with its `:param` placeholders, without a trailing slash. */
  url: string;
}

/**
 * Every route the app serves, read from Fastify's own route table (`printRoutes`), so a route
 * added later is fuzzed too. The printout is a tree: a line's full path is its parents' segments
 * followed by its own, and its methods are in brackets.
 *
 *   ├── /api/students/rewards (GET, HEAD)
 *   │   └── /:id/redeem (POST)
 */
export function routeTable(app: FastifyInstance): RouteEntry[] {
  const stack: string[] = [];
  const seen = new Map<string, RouteEntry>();
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = /^((?:[│ ] {3})*)[├└]── (\S*)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? "").length / 4;
    stack.length = depth;
    stack.push(match[2] ?? "");
    const url = stack.join("").replace(/(.)\/$/, "$1");
    for (const method of (match[3] ?? "").split(",").map((m) => m.trim())) {
      if (method) seen.set(`${method} ${url}`, { method, url });
    }
  }
  return [...seen.values()];
}

/** The `:name` placeholders of a route's path. */
export function pathParams(url: string): string[] {
  return [...url.matchAll(/:(\w+)/g)].map((m) => m[1] ?? "");
}
