import { Clock } from "lucide-react";
import { Link } from "react-router";
import { countText } from "@/lib/i18n/define-copy";
import { paths } from "@/lib/paths";
import { useSentRequests } from "../api/sent-requests";
import { REQUESTS_COPY, REQUESTS_NAMESPACE } from "../requests-copy";

/**
 * On the dashboard, while requests wait for an answer: without it a parent whose only request is
 * pending would read just "No linked students yet". Nothing otherwise (a failed load included:
 * the Students page says so where the requests are listed).
 */
export function WaitingRequestsNotice() {
  const requests = useSentRequests();
  const waiting = requests.data?.filter((r) => r.status === "pending").length ?? 0;
  if (waiting === 0) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-slate-800">
      <Clock aria-hidden="true" className="size-4 shrink-0 text-amber-700" />
      <span>{countText(REQUESTS_NAMESPACE, "waitingCount", waiting)}</span>
      <Link to={paths.parent.students} className="font-medium text-amber-800 hover:underline">
        {REQUESTS_COPY.viewRequests}
      </Link>
    </p>
  );
}
