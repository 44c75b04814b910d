import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type ProxyOptions } from "vite";
import { compression } from "vite-plugin-compression2";

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

/**
 * The production build renders with Preact's React-compatible layer: the same components, a tenth
 * of the renderer's weight, so the landing page's first download fits its budget (docs/decisions/
 * 007-preact-in-production.md). `npm run dev` and the unit tests keep React, for Fast Refresh and
 * Testing Library; the browser tests run the production build.
 */
const PREACT_ALIASES = [
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-dev-runtime" },
  { find: /^react$/, replacement: "preact/compat" },
];
const SOURCE_ALIAS = { find: "@", replacement: fileURLToPath(new URL("./src", import.meta.url)) };

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    tailwindcss(),
    // Brotli and gzip copies made once at build time; the server sends the one the browser
    // accepts (docs/architecture.md §12).
    compression({ algorithms: ["brotliCompress", "gzip"], threshold: 1024 }),
  ],
  resolve: {
    alias: command === "build" ? [SOURCE_ALIAS, ...PREACT_ALIASES] : [SOURCE_ALIAS],
  },
  server: {
    proxy: {
      "/api": { target: apiServer, changeOrigin: true },
      "/auth": authProxy,
    },
  },
}));
