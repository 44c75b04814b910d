import type { ComponentProps } from "react";
import { Link } from "react-router";
import { preloadRoute } from "@/lib/preload";

type PreloadLinkProps = ComponentProps<typeof Link> & { to: string };

/**
 * A link whose screen's code starts loading when the reader heads for it (pointer over it, focus,
 * a touch), so the click does not wait for it.
 */
export function PreloadLink({
  to,
  onPointerEnter,
  onFocus,
  onTouchStart,
  ...props
}: PreloadLinkProps) {
  return (
    <Link
      to={to}
      onPointerEnter={(event) => {
        preloadRoute(to);
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        preloadRoute(to);
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        preloadRoute(to);
        onTouchStart?.(event);
      }}
      {...props}
    />
  );
}
