// Prerendering at build time (vite/prerender.ts): the public pages rendered to HTML with the app's
// own routes and copy, in English, as a signed-out visitor arriving afresh sees them. The browser
// hydrates that markup when it fits the visit (main.tsx, lib/prerendered-page.ts).
import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { AppProviders } from "./app/providers";
import { routes } from "./app/routes";
import { documentTitleOf } from "./app/use-route-announcements";
import { i18next, LANGUAGES } from "./lib/i18n/i18n";

export interface PrerenderedPage {
  /** The markup of #root. */
  html: string;
  /** The page's `<title>`, as the app sets it. */
  title: string;
  lang: string;
}

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  let out = "";
  for await (const chunk of stream) out += String(chunk);
  return out;
}

export async function prerenderPage(path: string): Promise<PrerenderedPage> {
  const lang = LANGUAGES[0];
  await i18next.changeLanguage(lang);
  // The public pages' texts, loaded before rendering (the shell's and the landing page's are
  // bundled already): the markup holds every text, never a key.
  await i18next.loadNamespaces(["auth", "legal"]);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, "http://prerender.invalid")));
  if (context instanceof Response) throw new Error(`${path} answers ${context.status}, not a page`);
  if (context.errors) throw new Error(`${path} failed: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // The same tree main.tsx hydrates: StrictMode, the providers, then the router (without its
  // hydration script: the page reads no loader data, and the site's CSP allows no inline script).
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  return {
    html: await text(prelude),
    title: documentTitleOf(context.matches.map((m) => m.route)),
    lang,
  };
}
