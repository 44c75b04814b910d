import { lazy, Suspense, useState, type ReactNode } from "react";
import { useToasts } from "@/lib/toast";

// The toast machinery loads with the first toast: most first visits never show one.
const Toaster = lazy(() => import("@/components/ui/toaster").then((m) => ({ default: m.Toaster })));

function ToasterOnDemand() {
  const toasts = useToasts();
  const [needed, setNeeded] = useState(false);
  if (!needed && toasts.length > 0) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

/**
 * What wraps every screen. Server data (React Query) is provided by the routes that use it
 * (app/data-layout.tsx) and the signed-in header, so the landing page loads none of it.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <ToasterOnDemand />
    </>
  );
}
