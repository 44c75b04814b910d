import { MESSAGES } from "@trophy/shared/messages";
import { CircleCheck, CircleSlash } from "lucide-react";
import { StatusBadge } from "@/components/status-badge";

/** Whether a linked student's account is active (a suspended one is not). */
export function StudentStatusBadge({ active }: { active: boolean }) {
  return active ? (
    <StatusBadge tone="success" icon={CircleCheck} label={MESSAGES.studentActive} />
  ) : (
    <StatusBadge icon={CircleSlash} label={MESSAGES.studentInactive} />
  );
}
