import { cn } from "@/lib/cn";

interface SwitchProps {
  checked: boolean;
  /** While a change is being saved: the switch stays focusable but ignores clicks. */
  busy?: boolean;
  /** The ids of the visible label and, optionally, of the help text. */
  labelledBy: string;
  describedBy?: string;
  onToggle: () => void;
}

/** An on/off switch whose change takes effect at once (role="switch", announced as on or off). */
export function Switch({ checked, busy = false, labelledBy, describedBy, onToggle }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-disabled={busy || undefined}
      onClick={() => {
        if (!busy) onToggle();
      }}
      // The hit area is 44 px high (touch targets, docs/product.md); the track inside is 28 px.
      className="group inline-flex h-11 w-14 shrink-0 items-center justify-center focus-visible:outline-none"
    >
      <span
        aria-hidden="true"
        className={cn(
          "relative inline-flex h-7 w-12 items-center rounded-full border-2 border-transparent transition-colors group-focus-visible:ring-2 group-focus-visible:ring-amber-500 group-focus-visible:ring-offset-2",
          checked ? "bg-amber-600" : "bg-slate-400",
          busy && "opacity-70",
        )}
      >
        <span
          className={cn(
            "inline-block size-6 rounded-full bg-white shadow transition-transform",
            checked ? "translate-x-5" : "translate-x-0",
          )}
        />
      </span>
    </button>
  );
}
