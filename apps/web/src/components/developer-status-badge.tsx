import { MESSAGES } from "@trophy/shared/messages";
import { CircleCheck, Clock } from "lucide-react";
import { Badge } from "@/components/ui/badge";

/** "Validated" or "Pending": where a developer account stands (developer area and admin list). */
export function DeveloperStatusBadge({ validated }: { validated: boolean }) {
  return validated ? (
    <Badge variant="success">
      <CircleCheck aria-hidden="true" />
      {MESSAGES.developerStatusValidated}
    </Badge>
  ) : (
    <Badge variant="warning">
      <Clock aria-hidden="true" />
      {MESSAGES.developerStatusPending}
    </Badge>
  );
}
