import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";
import { Input } from "./input";
import { Label } from "./label";

export interface TextFieldProps extends ComponentProps<"input"> {
  id: string;
  label: string;
  /** A short note beside the label (e.g. "Optional"); not part of the accessible name. */
  hint?: string;
  error?: string;
  /** Id of further text describing the input (a checklist, say). */
  describedBy?: string;
}

/** A labelled input with its hint and error message wired to it for assistive technology. */
export function TextField({
  id,
  label,
  hint,
  error,
  describedBy,
  className,
  ...props
}: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const described = [hintId, describedBy, errorId].filter(Boolean).join(" ");
  return (
    <div className={cn("grid gap-2", className)}>
      <div className="flex items-baseline justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {hint && (
          <span id={hintId} className="text-xs text-slate-500">
            {hint}
          </span>
        )}
      </div>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...props}
      />
      {error && (
        <p id={errorId} className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
