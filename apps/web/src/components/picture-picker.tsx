import * as RadioGroupPrimitive from "@radix-ui/react-radio-group";
import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

export interface PictureOption {
  /** "" stands for "none" (the default picture). */
  value: string;
  /** The option's accessible name. */
  label: string;
  art: ReactNode;
}

interface PicturePickerProps {
  options: readonly PictureOption[];
  value: string;
  onChange: (value: string) => void;
  /** The id of the visible label of the group. */
  labelledBy: string;
  disabled?: boolean;
  className?: string;
}

/**
 * A choice of pictures as one radio group: arrow keys move between them (and choose), Tab leaves
 * the group. Each option is a tile of at least 48 px, its name read out and shown on hover.
 */
export function PicturePicker({
  options,
  value,
  onChange,
  labelledBy,
  disabled,
  className,
}: PicturePickerProps) {
  return (
    <RadioGroupPrimitive.Root
      aria-labelledby={labelledBy}
      value={value}
      onValueChange={onChange}
      disabled={disabled}
      className={cn("grid grid-cols-[repeat(auto-fill,minmax(3.25rem,1fr))] gap-2", className)}
    >
      {options.map((option) => (
        <RadioGroupPrimitive.Item
          key={option.value || "none"}
          value={option.value}
          aria-label={option.label}
          title={option.label}
          className="group relative flex min-h-13 cursor-pointer items-center justify-center rounded-2xl border-2 border-transparent p-1 transition-colors hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:border-amber-600 data-[state=checked]:bg-amber-50"
        >
          {option.art}
          <RadioGroupPrimitive.Indicator className="absolute -top-1 -right-1 flex size-5 items-center justify-center rounded-full bg-amber-600 text-white">
            <Check aria-hidden="true" className="size-3.5" />
          </RadioGroupPrimitive.Indicator>
        </RadioGroupPrimitive.Item>
      ))}
    </RadioGroupPrimitive.Root>
  );
}
