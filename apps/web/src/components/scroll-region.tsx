import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

type ScrollRegionProps = ComponentProps<"div"> &
  ({ "aria-label": string } | { "aria-labelledby": string });

/**
 * Content that scrolls inside itself (a wide table, code, a long list) instead of widening the
 * page. It is a named region that takes the keyboard focus, so someone without a mouse can scroll
 * it too (axe: scrollable-region-focusable).
 */
export function ScrollRegion({ className, ...props }: ScrollRegionProps) {
  return (
    <div
      role="region"
      // A scrolling frame is focusable on purpose: it is how a keyboard scrolls it.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={cn("min-w-0 overflow-auto", className)}
      {...props}
    />
  );
}
