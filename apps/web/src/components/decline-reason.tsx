import { useTranslation } from "react-i18next";
import { DECLINE_REASON_MAX } from "@trophy/shared/schemas/parent";
import { useId, useState } from "react";
import { Label } from "@/components/ui/label";

interface DeclineReasonFieldProps {
  id: string;
  value: string;
  hint: string;
  missing: boolean;
  onChange: (value: string) => void;
}

/** The reason the student will read when their redemption is declined; it is required. */
function DeclineReasonField({ id, value, hint, missing, onChange }: DeclineReasonFieldProps) {
  const { t } = useTranslation("common");
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-2">
      <div className="flex items-baseline justify-between gap-2">
        <Label htmlFor={id}>{t("reasonLabel")}</Label>
        <span id={hintId} className="text-xs text-slate-500">
          {hint}
        </span>
      </div>
      <textarea
        id={id}
        value={value}
        rows={3}
        maxLength={DECLINE_REASON_MAX}
        aria-invalid={missing ? true : undefined}
        aria-describedby={missing ? `${hintId} ${errorId}` : hintId}
        className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-xs focus-visible:border-amber-500 aria-invalid:border-red-500 aria-invalid:ring-red-500/30"
        onChange={(event) => {
          onChange(event.target.value);
        }}
      />
      {missing && (
        <p id={errorId} className="text-sm text-red-600">
          {t("reasonRequired")}
        </p>
      )}
    </div>
  );
}

/**
 * The reason of a decline dialog (a fulfilment, or a gift card waiting for approval): its field,
 * with `hint` beside the label (who reads it), and `given()`, which tells whether one was written
 * and otherwise says so at the field.
 */
export function useDeclineReason(hint: string) {
  const [reason, setReason] = useState("");
  const [missing, setMissing] = useState(false);
  const id = useId();
  return {
    reason,
    given(): boolean {
      if (reason.trim() !== "") return true;
      setMissing(true);
      document.getElementById(id)?.focus();
      return false;
    },
    field: (
      <DeclineReasonField
        id={id}
        value={reason}
        hint={hint}
        missing={missing}
        onChange={(value) => {
          setReason(value);
          setMissing(false);
        }}
      />
    ),
  };
}
