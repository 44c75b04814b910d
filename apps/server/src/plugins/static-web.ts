import { readdirSync } from "node:fs";
import path from "node:path";
import negotiator from "@fastify/accept-negotiator";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { findUp } from "../lib/find-up";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route answers a page of its own (the API reference), not the web client's. */
    servesPage?: boolean;
  }
}

function listFiles(root: string, dir = root): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory()
      ? listFiles(root, full)
      : ["/" + path.relative(root, full).split(path.sep).join("/")];
  });
}

function prefersHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  return (
    Boolean(accept) &&
    negotiator.negotiate(accept ?? "", ["application/json", "text/html"]) === "text/html"
  );
}

/**
 * A browser opening a page: a GET that prefers text/html, on a path whose route does not serve a
 * page of its own. The web client answers it (a file of that name, or index.html), never the API,
 * and the overload check never refuses it (docs/architecture.md §1, §14).
 */
export function isPageNavigation(request: FastifyRequest): boolean {
  return (
    (request.method === "GET" || request.method === "HEAD") &&
    !request.routeOptions.config.servesPage &&
    prefersHtml(request)
  );
}

/** Vite names everything under assets/ by its content hash. */
const HASHED_ASSET = /^assets[\\/]/;

/**
 * A hashed file never changes under its name: browsers keep it for a year without asking again.
 * Anything else (index.html, the manifest, icons) is checked with the server on every use.
 */
export function cacheControlFor(relativePath: string): string {
  return HASHED_ASSET.test(relativePath) ? "public, max-age=31536000, immutable" : "no-cache";
}

/**
 * The file a page navigation to `pathname` gets: the page the build prerendered for that exact
 * path (`/auth/login` → `auth/login/index.html`, docs/architecture.md §12), else index.html.
 */
export function pageFileFor(pathname: string, files: ReadonlySet<string>): string {
  const own = pathname === "/" ? "/index.html" : `${pathname}/index.html`;
  return files.has(own) ? own.slice(1) : "index.html";
}

/**
 * Serves the built React app. History-API fallback (docs/architecture.md §1): a GET that prefers
 * text/html and that no static file answers gets index.html, even where an API route shares the
 * path (/auth/verify-email/:token opened from an e-mail), while JSON calls reach the API and
 * routes that serve a page themselves (`config.servesPage`) serve it.
 */
export const staticWeb = fp(
  async (app: FastifyInstance, opts: { root?: string | undefined }) => {
    const root =
      opts.root ??
      findUp(import.meta.url, "web/dist", "index.html") ??
      findUp(import.meta.url, "apps/web/dist", "index.html");
    if (!root) {
      app.log.warn("apps/web/dist not found: the web client is not served (run `npm run build`)");
      return;
    }
    const files = new Set(listFiles(root));
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each file (docs/architecture.md §12).
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        res.setHeader("cache-control", cacheControlFor(path.relative(root, filePath)));
      },
    });

    app.addHook("onRequest", (request, reply, done) => {
      const pathname = request.url.split("?")[0] ?? "/";
      if ((files.has(pathname) && pathname !== "/index.html") || !isPageNavigation(request)) {
        done();
        return;
      }
      // The answer is the page prerendered for this path, else index.html, sent as it is read;
      // `done` is not called, so no route sharing the path runs, even when the browser leaves
      // before the file is sent (a route answering then would make the file's headers throw as
      // they are set, and stop the process).
      void reply.header("cache-control", "no-cache").sendFile(pageFileFor(pathname, files));
    });
  },
  { name: "static-web" },
);
