import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

interface ToggleButtonsProps<V extends string> {
  /** The group's accessible name: what is being chosen. */
  label: string;
  /** In the order shown. */
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
  className?: string;
}

/**
 * One choice of a few as a row of toggle buttons: the pressed one (aria-pressed, filled) is the
 * current value. The buttons are the small size, 44 px high on a phone.
 */
export function ToggleButtons<V extends string>({
  label,
  options,
  value,
  onChange,
  className,
}: ToggleButtonsProps<V>) {
  return (
    <div role="group" aria-label={label} className={cn("flex flex-wrap gap-2", className)}>
      {options.map((option) => (
        <Button
          key={option.value}
          size="sm"
          variant={value === option.value ? "secondary" : "outline"}
          aria-pressed={value === option.value}
          onClick={() => {
            onChange(option.value);
          }}
        >
          {option.label}
        </Button>
      ))}
    </div>
  );
}
