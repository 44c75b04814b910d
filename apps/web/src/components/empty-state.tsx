import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/cn";

interface EmptyStateProps {
  text: string;
  /** What to do next: a button or link, where there is one. */
  action?: ReactNode;
  /** `page`: a card of its own where a page's list would be; `inline`: a line inside a card. */
  variant?: "page" | "inline";
  className?: string;
}

/** What a list shows when it loaded and has nothing in it, and what to do about it. */
export function EmptyState({ text, action, variant = "inline", className }: EmptyStateProps) {
  const body = (
    <>
      <p>{text}</p>
      {action && <div className="mt-4 flex justify-center">{action}</div>}
    </>
  );
  if (variant === "page") {
    return <Card className={cn("p-8 text-center text-slate-600", className)}>{body}</Card>;
  }
  return <div className={cn("py-6 text-center text-sm text-slate-600", className)}>{body}</div>;
}
