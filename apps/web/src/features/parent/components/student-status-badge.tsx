import { MESSAGES } from "@trophy/shared/messages";
import { CircleCheck, CircleSlash } from "lucide-react";
import { Badge } from "@/components/ui/badge";

/** Whether a linked student's account is active (a suspended one is not). */
export function StudentStatusBadge({ active }: { active: boolean }) {
  return active ? (
    <Badge variant="success">
      <CircleCheck aria-hidden="true" />
      {MESSAGES.studentActive}
    </Badge>
  ) : (
    <Badge>
      <CircleSlash aria-hidden="true" />
      {MESSAGES.studentInactive}
    </Badge>
  );
}
