import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type InlineConfig, type ProxyOptions } from "vite";
import { compression } from "vite-plugin-compression2";
import { AREA_NAMESPACES } from "./src/app/area-namespaces";
import { bootScript } from "./vite/boot-script";
import { prerender } from "./vite/prerender";

const apiServer = "http://localhost:3000";

/**
 * /auth/* is both the SPA (a browser navigating to /auth/login or a verification link from an
 * e-mail) and the auth API (fetch with Accept: application/json). Navigations get index.html,
 * as the server's own history fallback does in production.
 */
const authProxy: ProxyOptions = {
  target: apiServer,
  changeOrigin: true,
  bypass(req) {
    const accept = req.headers.accept ?? "";
    return prefersHtml(accept) ? "/index.html" : undefined;
  },
};

function prefersHtml(accept: string): boolean {
  const html = accept.indexOf("text/html");
  if (html === -1) return false;
  const json = accept.indexOf("application/json");
  return json === -1 || html < json;
}

/** Each role's area: its path (lib/paths.ts) and its chunks' names (src/app/areas). */
const AREAS = [
  { path: "student", name: "student" },
  { path: "developer", name: "developer" },
  { path: "parent", name: "parent" },
  { path: "admin", name: "admin" },
] as const;

const SOURCE_ALIAS = { find: "@", replacement: fileURLToPath(new URL("./src", import.meta.url)) };

/** What the builds beside the app's (the boot script, prerendering) need to read its source. */
// i18next-icu is hoisted to the root, where an older intl-messageformat lies: it gets this app's.
const ICU_ALIAS = {
  find: /^intl-messageformat$/,
  replacement: fileURLToPath(
    new URL("./node_modules/intl-messageformat/index.js", import.meta.url),
  ),
};
const shared: InlineConfig = { plugins: [react()], resolve: { alias: [SOURCE_ALIAS, ICU_ALIAS] } };

function precompress() {
  return compression({ algorithms: ["brotliCompress", "gzip"], threshold: 1024 });
}

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // Theme and prerendered markup settled before the first paint (src/boot.ts).
    bootScript("src/boot.ts", shared),
    // The public pages as HTML at build time, hydrated in the browser (docs/architecture.md §12,
    // docs/decisions/010-react-in-production.md).
    prerender({
      entry: "src/prerender.tsx",
      routes: [
        { path: "/", modules: [] },
        { path: "/auth/login", modules: ["src/app/areas/login-area.tsx"] },
        { path: "/auth/register", modules: ["src/app/areas/register-area.tsx"] },
      ],
      // A signed-in visit starts from its area's own script, which holds its first screen.
      areas: AREAS.map((area) => ({
        for: `/${area.path}`,
        app: "src/start-app.tsx",
        modules: [
          "src/app/route-guard.tsx",
          "src/app/data-layout.tsx",
          "src/app/layouts/signed-in-header.tsx",
          `src/app/areas/${area.name}-area.tsx`,
          // Its texts in English, and the ICU formatting they need, without a round trip each.
          ...AREA_NAMESPACES[area.name].map((namespace) => `src/locales/en/${namespace}.json`),
          "i18next-icu",
        ],
      })),
      shared,
      areaPlugins: () => [precompress()],
    }),
    // Brotli and gzip copies made once at build time; the server sends the one the browser
    // accepts (docs/architecture.md §12).
    precompress(),
  ],
  resolve: {
    alias: [SOURCE_ALIAS, ICU_ALIAS],
  },
  server: {
    proxy: {
      "/api": { target: apiServer, changeOrigin: true },
      "/auth": authProxy,
    },
  },
});
