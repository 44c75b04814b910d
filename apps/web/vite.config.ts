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

const SOURCE_ALIAS = { find: "@", replacement: fileURLToPath(new URL("./src", import.meta.url)) };

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // Brotli and gzip copies made once at build time; the server sends the one the browser
    // accepts (docs/architecture.md §12).
    compression({ algorithms: ["brotliCompress", "gzip"], threshold: 1024 }),
  ],
  resolve: {
    alias: [SOURCE_ALIAS],
  },
  server: {
    proxy: {
      "/api": { target: apiServer, changeOrigin: true },
      "/auth": authProxy,
    },
  },
});
