import { build, type InlineConfig, type Plugin } from "vite";

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
      handler(_html, context) {
        const asset = Object.values(context.bundle ?? {}).find(
          (file) => file.type === "asset" && file.names.includes("boot.js"),
        );
        if (!asset) throw new Error("The boot script is missing from the bundle.");
        return [{ tag: "script", attrs: { src: `/${asset.fileName}` }, injectTo: "head-prepend" }];
      },
    },
  };
}
