import type { LucideIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { Badge } from "@/components/ui/badge";

interface StatusBadgeProps {
  /** The badge colour: success, warning, destructive, or default (neutral). */
  tone?: ComponentProps<typeof Badge>["variant"];
  /** A decorative icon before the label. */
  icon?: LucideIcon;
  label: string;
}

/** A status shown as a coloured label with an optional icon (Validated, Pending, Low Stock...). */
export function StatusBadge({ tone, icon: Icon, label }: StatusBadgeProps) {
  return (
    <Badge variant={tone}>
      {Icon && <Icon aria-hidden="true" />}
      {label}
    </Badge>
  );
}
