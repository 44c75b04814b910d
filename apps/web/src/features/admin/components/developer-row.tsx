import { MESSAGES } from "@trophy/shared/messages";
import type { Developer } from "@trophy/shared/schemas/developer";
import { Building2, Check, X } from "lucide-react";
import { DeveloperStatusBadge } from "@/components/developer-status-badge";
import { Button } from "@/components/ui/button";
import { formatLocalDate } from "@/lib/format";

interface DeveloperRowProps {
  developer: Developer;
  onApprove: (developer: Developer) => void;
  onReject: (developer: Developer) => void;
}

/** One developer: e-mail, status, company, registration date, and the actions while pending. */
export function DeveloperRow({ developer, onApprove, onReject }: DeveloperRowProps) {
  return (
    <li
      aria-label={developer.email}
      className="flex flex-wrap items-center justify-between gap-4 p-4"
    >
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="truncate font-medium text-slate-900">{developer.email}</span>
          <DeveloperStatusBadge validated={developer.isValidated} />
        </div>
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          {developer.companyName && (
            <span className="inline-flex items-center gap-1">
              <Building2 aria-hidden="true" className="size-4 text-slate-400" />
              {developer.companyName}
            </span>
          )}
          <span>
            {MESSAGES.registeredOn} {formatLocalDate(developer.createdAt)}
          </span>
        </div>
      </div>
      {!developer.isValidated && (
        <div className="flex gap-2">
          <Button
            size="sm"
            onClick={() => {
              onApprove(developer);
            }}
          >
            <Check aria-hidden="true" />
            {MESSAGES.approveDeveloper}
          </Button>
          <Button
            size="sm"
            variant="dangerOutline"
            onClick={() => {
              onReject(developer);
            }}
          >
            <X aria-hidden="true" />
            {MESSAGES.rejectDeveloper}
          </Button>
        </div>
      )}
    </li>
  );
}
