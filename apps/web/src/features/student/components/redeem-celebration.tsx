import { useEffect, useState } from "react";
import { Celebration } from "./celebration";

/** How long the burst stays on screen. */
const SHOWN_MS = 1_800;

/**
 * The burst after a reward without a dialog of its own is redeemed: over the page, clicks passing
 * through, gone after a moment. Nothing at all under prefers-reduced-motion: the toast says it.
 */
export function RedeemCelebration() {
  const [shown, setShown] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => {
      setShown(false);
    }, SHOWN_MS);
    return () => {
      clearTimeout(timer);
    };
  }, []);
  if (!shown) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 top-1/3 z-40 flex justify-center motion-reduce:hidden">
      <Celebration className="rounded-full bg-white/90 px-5 py-3 shadow-lg" />
    </div>
  );
}
