import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import {
  build,
  type InlineConfig,
  type Plugin,
  type PluginOption,
  type ResolvedConfig,
} from "vite";
import { type AreaEntry, buildAreaEntries } from "./area-entries";

export interface PrerenderedRoute {
  /** The page's path; its HTML is written to `<outDir><path>/index.html` ("/" is index.html). */
  path: string;
  /** The source modules of the page's lazy route code, preloaded by its HTML. */
  modules: readonly string[];
}

interface PrerenderOptions {
  /** The server entry: exports `prerenderPage(path)` (src/prerender.tsx). */
  entry: string;
  routes: readonly PrerenderedRoute[];
  /** Signed-in areas, each started from its own script when the boot script finds it serves the visit. */
  areas: readonly AreaEntry[];
  /** The part of the app's configuration the other builds need (aliases, JSX). */
  shared: InlineConfig;
  /** Plugins each area's build runs too (compression), made afresh for each. */
  areaPlugins: () => PluginOption[];
}

interface PrerenderedPage {
  html: string;
  title: string;
  lang: string;
}

type Manifest = Record<string, { file: string; imports?: string[] }>;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The files of `modules`' chunks and of every chunk they import, that `html` does not name yet. */
function preloadLinks(manifest: Manifest, modules: readonly string[], html: string): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`No chunk for ${key}: update the prerendered routes' modules.`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return [...files]
    .filter((file) => !html.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
}

function pageHtml(
  template: string,
  route: PrerenderedRoute,
  page: PrerenderedPage,
  links: string[],
) {
  // Replacer functions: the markup may hold `$` sequences a replacement string would interpret.
  const filled = template
    .replace(
      /<html lang="[^"]*">/,
      () =>
        `<html lang="${page.lang}" data-prerendered="${escapeHtml(route.path)}" data-prerendered-lang="${page.lang}">`,
    )
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    // The route's own code joins the app's scripts the boot script starts (vite/boot-script.ts).
    .replace(
      "    </template>",
      () => `${links.map((link) => `      ${link}\n`).join("")}    </template>`,
    )
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`);
  if (
    !filled.includes(page.html) ||
    !filled.includes("data-prerendered") ||
    links.some((link) => !filled.includes(link))
  ) {
    throw new Error("index.html no longer has the shape prerendering fills in.");
  }
  return filled;
}

/** The HTML and the compressed copies the server sends instead (docs/architecture.md §12). */
async function writePage(file: string, html: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, html);
  await writeFile(
    `${file}.br`,
    await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  await writeFile(`${file}.gz`, await gzipped(html, { level: 9 }));
}

/**
 * After the client build: builds `entry` for Node, renders each route with it and writes the page
 * into the client's output, in index.html's shape (its scripts, styles and the boot script) plus
 * preload links for the route's own code. "/" replaces index.html, which stays the answer for
 * every path without a file of its own; its markup is hidden there (src/boot.ts).
 */
export function prerender({ entry, routes, areas, shared, areaPlugins }: PrerenderOptions): Plugin {
  let config: ResolvedConfig;
  return {
    name: "trophy:prerender",
    apply: "build",
    // The client build lists each source module's chunk, for the preload links.
    config: () => ({ build: { manifest: true } }),
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      // Inside the app, so the server build's imports resolve to its node_modules.
      const cache = path.join(config.root, "node_modules", ".cache");
      await mkdir(cache, { recursive: true });
      const serverDir = await mkdtemp(path.join(cache, "prerender-"));
      try {
        await build({
          ...shared,
          configFile: false,
          root: config.root,
          mode: config.mode,
          logLevel: "warn",
          ssr: { noExternal: ["@trophy/shared"] },
          build: {
            ssr: entry,
            outDir: serverDir,
            emptyOutDir: true,
            copyPublicDir: false,
            rollupOptions: { output: { entryFileNames: "prerender.js" } },
          },
        });
        const server = (await import(pathToFileURL(path.join(serverDir, "prerender.js")).href)) as {
          prerenderPage: (path: string) => Promise<PrerenderedPage>;
        };
        const manifest = JSON.parse(
          await readFile(path.join(outDir, ".vite", "manifest.json"), "utf8"),
        ) as Manifest;
        const template = await readFile(path.join(outDir, "index.html"), "utf8");
        const forAreas = await buildAreaEntries(areas, {
          root: config.root,
          outDir,
          mode: config.mode,
          shared,
          plugins: areaPlugins,
        });
        for (const route of routes) {
          const page = await server.prerenderPage(route.path);
          const links = [...preloadLinks(manifest, route.modules, template), ...forAreas];
          const file = path.join(outDir, route.path, "index.html");
          await writePage(file, pageHtml(template, route, page, links));
        }
      } finally {
        await rm(serverDir, { recursive: true, force: true });
        // The manifest served its purpose; it is not for the public.
        await rm(path.join(outDir, ".vite"), { recursive: true, force: true });
      }
    },
  };
}
