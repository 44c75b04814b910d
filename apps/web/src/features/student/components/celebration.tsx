import { PartyPopper, Sparkles, Trophy } from "lucide-react";
import { cn } from "@/lib/cn";

const ICONS = [Sparkles, PartyPopper, Trophy, PartyPopper, Sparkles] as const;

/**
 * A short burst of icons when a reward is redeemed: each bounces twice, one after the other.
 * Decorative (the dialog or toast says what happened), and still under prefers-reduced-motion.
 */
export function Celebration({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={cn("flex justify-center gap-3 text-amber-700", className)}>
      {ICONS.map((Icon, i) => (
        <Icon
          key={i}
          className="size-6 motion-safe:animate-bounce motion-safe:[animation-iteration-count:2]"
          style={{ animationDelay: `${i * 90}ms` }}
        />
      ))}
    </div>
  );
}
