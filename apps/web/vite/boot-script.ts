import { build, type InlineConfig, type Plugin } from "vite";
import { APP_SCRIPTS_ID } from "../src/lib/prerendered-page";

/**
 * Builds `entry` (src/boot.ts) into a classic script, hashed under assets/ like the rest, and puts
 * it first in the page's head: it runs before the first paint, which a module script never does.
 * `shared` is the part of the app's configuration the script's imports need (aliases).
 */
export function bootScript(entry: string, shared: InlineConfig): Plugin {
  return {
    name: "trophy:boot-script",
    apply: "build",
    async buildStart() {
      const built = await build({
        ...shared,
        configFile: false,
        logLevel: "warn",
        build: {
          write: false,
          minify: true,
          copyPublicDir: false,
          lib: { entry, formats: ["iife"], name: "trophyBoot", fileName: () => "boot.js" },
        },
      });
      const outputs = Array.isArray(built) ? built : [built];
      const chunk = outputs
        .flatMap((out) => ("output" in out ? out.output : []))
        .find((file) => file.type === "chunk");
      if (!chunk) throw new Error(`${entry} built to nothing`);
      this.emitFile({ type: "asset", name: "boot.js", source: chunk.code });
    },
    transformIndexHtml: {
      order: "post",
      handler(html, context) {
        const asset = Object.values(context.bundle ?? {}).find(
          (file) => file.type === "asset" && file.names.includes("boot.js"),
        );
        if (!asset) throw new Error("The boot script is missing from the bundle.");
        return {
          html: deferAppScripts(html),
          tags: [{ tag: "script", attrs: { src: `/${asset.fileName}` }, injectTo: "head-prepend" }],
        };
      },
    },
  };
}

const APP_SCRIPT_TAG =
  /\s*<(?:script type="module"[^>]*><\/script>|link rel="modulepreload"[^>]*>)/g;

/**
 * Moves the app's module script and its preload links into an inert template, which the boot
 * script puts back once the page has painted: a prerendered page shows with its HTML and styles
 * alone, and its code does not compete with them for a slow connection (src/boot.ts).
 */
function deferAppScripts(html: string): string {
  const tags = html.match(APP_SCRIPT_TAG) ?? [];
  if (!tags.some((tag) => tag.includes('type="module"'))) {
    throw new Error("index.html has no module script to defer.");
  }
  const rest = html.replace(APP_SCRIPT_TAG, "");
  // The entry is asked for first: a script added to the page is fetched after links added with it.
  const entry = /src="([^"]+)"/.exec(tags.find((tag) => tag.includes('type="module"')) ?? "")?.[1];
  const first = entry ? [`<link rel="modulepreload" crossorigin href="${entry}">`] : [];
  const lines = [...first, ...tags].map((tag) => `\n      ${tag.trim()}`).join("");
  const template = `\n    <template id="${APP_SCRIPTS_ID}">${lines}\n    </template>\n  </head>`;
  return rest.replace(/\s*<\/head>/, () => template);
}
