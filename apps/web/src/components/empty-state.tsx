import { Card } from "@/components/ui/card";
import { cn } from "@/lib/cn";

interface EmptyStateProps {
  text: string;
  /** `page`: a card of its own where a page's list would be; `inline`: a line inside a card. */
  variant?: "page" | "inline";
  className?: string;
}

/** What a list shows when it has nothing in it. */
export function EmptyState({ text, variant = "inline", className }: EmptyStateProps) {
  if (variant === "page") {
    return <Card className={cn("p-8 text-center text-slate-600", className)}>{text}</Card>;
  }
  return <p className={cn("py-6 text-center text-sm text-slate-500", className)}>{text}</p>;
}
