import { CircleCheck, CircleSlash } from "lucide-react";
import { StatusBadge } from "@/components/status-badge";
import { PARENT_COPY } from "../copy";

/** Whether a linked student's account is active (a suspended one is not). */
export function StudentStatusBadge({ active }: { active: boolean }) {
  return active ? (
    <StatusBadge tone="success" icon={CircleCheck} label={PARENT_COPY.studentActive} />
  ) : (
    <StatusBadge icon={CircleSlash} label={PARENT_COPY.studentInactive} />
  );
}
