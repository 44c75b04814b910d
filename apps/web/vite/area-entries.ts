import { build, type InlineConfig, type PluginOption, type Rolldown } from "vite";

/** A signed-in role's area: the app started with that area's first screen in its own script. */
export interface AreaEntry {
  /** The role's home ("/student"): the visits the entry serves, on its paths (src/boot.ts). */
  for: string;
  /** Where the app starts (src/start-app.tsx). */
  app: string;
  /**
   * The source modules (`src/…`) and packages of the area's first screen, bundled with the app
   * instead of loaded after.
   */
  modules: readonly string[];
}

const VIRTUAL_ENTRY = "\0area-entry";
const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/**
 * The module an area's build starts from: the app, whose first imports configure the libraries
 * (src/start-app.tsx), then the area's first screen, evaluated before the app renders anything.
 */
function entryModule(area: AreaEntry, root: string): PluginOption {
  const source = [area.app, ...area.modules]
    // Source files by their path in the app; packages by name.
    .map((module) => (module.startsWith("src/") ? `${root}/${module}` : module))
    .map((module) => `import ${JSON.stringify(module)};`)
    .join("\n");
  return {
    name: "trophy:area-entry",
    resolveId: (id) => (id === VIRTUAL_ENTRY ? id : undefined),
    load: (id) => (id === VIRTUAL_ENTRY ? source : undefined),
  };
}

/**
 * Builds the app once more per area, into the same output, each from one entry that imports the
 * area's first screen statically: the bundler then puts that screen in the entry's file, and a
 * visit to the area downloads one script instead of some fifty small ones that a slow connection
 * fetches a few at a time (docs/decisions/010-react-in-production.md). Every build stays whole in
 * itself: a page started from an area's script loads the rest of the app from that build's files.
 * Returns the tags that start each area's script, marked `data-for` its home, for the page template.
 */
export async function buildAreaEntries(
  areas: readonly AreaEntry[],
  options: {
    root: string;
    outDir: string;
    mode: string;
    shared: InlineConfig;
    plugins: () => PluginOption[];
  },
): Promise<string[]> {
  const tags: string[] = [];
  for (const area of areas) {
    const name = `${area.for.replace(/^\//, "")}-app`;
    const built = await build({
      ...options.shared,
      plugins: [
        ...(options.shared.plugins ?? []),
        entryModule(area, options.root),
        ...options.plugins(),
      ],
      configFile: false,
      root: options.root,
      mode: options.mode,
      logLevel: "warn",
      publicDir: false,
      build: {
        outDir: options.outDir,
        emptyOutDir: false,
        rolldownOptions: {
          input: { [name]: VIRTUAL_ENTRY },
          output: {
            entryFileNames: "assets/[name]-[hash].js",
            // Everything the entry imports statically in three files, whatever else shares it:
            // React, the other libraries and the app's own code, each under the size past which
            // Lighthouse asks a file for a source map.
            codeSplitting: {
              groups: [
                { name: `${name}-react`, tags: ["$initial"], test: REACT, priority: 2 },
                {
                  name: `${name}-libraries`,
                  tags: ["$initial"],
                  test: /node_modules/,
                  priority: 1,
                },
                { name, tags: ["$initial"] },
              ],
            },
          },
        },
      },
    });
    const outputs = (Array.isArray(built) ? built : [built]) as Rolldown.RolldownOutput[];
    const chunks = outputs.flatMap((out) => out.output).filter((file) => file.type === "chunk");
    const entry = chunks.find((chunk) => chunk.isEntry);
    if (!entry) throw new Error(`The ${area.for} area built to nothing.`);
    const marked = ` data-for="${area.for}"`;
    // The entry is asked for first: a script added to the page is fetched after links added with it.
    tags.push(
      `<link rel="modulepreload" crossorigin href="/${entry.fileName}"${marked}>`,
      `<script type="module" crossorigin src="/${entry.fileName}"${marked}></script>`,
      ...entry.imports.map(
        (file) => `<link rel="modulepreload" crossorigin href="/${file}"${marked}>`,
      ),
    );
  }
  return tags;
}
