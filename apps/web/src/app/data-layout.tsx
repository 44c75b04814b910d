import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Outlet } from "react-router";
import { queryClient } from "@/lib/query-client";
// The screens below validate with the shared schemas, forms or not: zod's own messages follow the
// language there.
import "@/lib/i18n/zod-locale";

/** Server data for what is inside: one client for the whole app, whichever part provides it. */
export function WithServerData({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** The routes that read or write server data: sign-in, the role areas. */
export function DataLayout() {
  return (
    <WithServerData>
      <Outlet />
    </WithServerData>
  );
}
