import { CircleCheck, Clock } from "lucide-react";
import { StatusBadge } from "@/components/status-badge";
import { COMMON_COPY } from "@/lib/copy";

/** "Validated" or "Pending": where a developer account stands (developer area and admin list). */
export function DeveloperStatusBadge({ validated }: { validated: boolean }) {
  return validated ? (
    <StatusBadge tone="success" icon={CircleCheck} label={COMMON_COPY.developerStatusValidated} />
  ) : (
    <StatusBadge tone="warning" icon={Clock} label={COMMON_COPY.developerStatusPending} />
  );
}
