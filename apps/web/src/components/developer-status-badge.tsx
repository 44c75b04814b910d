import { MESSAGES } from "@trophy/shared/messages";
import { CircleCheck, Clock } from "lucide-react";
import { StatusBadge } from "@/components/status-badge";

/** "Validated" or "Pending": where a developer account stands (developer area and admin list). */
export function DeveloperStatusBadge({ validated }: { validated: boolean }) {
  return validated ? (
    <StatusBadge tone="success" icon={CircleCheck} label={MESSAGES.developerStatusValidated} />
  ) : (
    <StatusBadge tone="warning" icon={Clock} label={MESSAGES.developerStatusPending} />
  );
}
