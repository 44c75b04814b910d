import type { LucideIcon } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";

interface ConsentLayoutProps {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  /** The page changed in place (an answer was given): the new heading takes focus. */
  focusTitle?: boolean;
}

/** The consent page's column: its one h1, then what the state says, at a readable width. */
export function ConsentLayout({ icon: Icon, title, children, focusTitle }: ConsentLayoutProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) heading.current?.focus();
  }, [focusTitle]);
  return (
    <article className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-10 sm:py-14">
      <header className="grid gap-4">
        <span className="flex size-12 items-center justify-center rounded-2xl bg-amber-100 text-amber-700">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <h1
          ref={heading}
          tabIndex={-1}
          className="text-3xl font-bold tracking-tight break-words text-slate-900 outline-none"
        >
          {title}
        </h1>
      </header>
      {children}
    </article>
  );
}
