import { useTranslation } from "react-i18next";
import type { LinkedStudent } from "@trophy/shared/schemas/parent";
import { useId } from "react";
import { Card, CardContent } from "@/components/ui/card";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";
import { useUpdateStudentSettings } from "../api/student-settings";

/**
 * This parent/guide's switch for one linked student: their gift cards wait for approval
 * (docs/product.md §2, Parent/guide area). The switch shows the answer, not the wish: it moves
 * once the server has stored it.
 */
export function ApprovalSwitch({ student }: { student: LinkedStudent }) {
  const { t } = useTranslation("parentApproval");
  const update = useUpdateStudentSettings();
  const labelId = useId();
  const helpId = useId();
  const on = student.approveGiftCards;
  const toggle = async () => {
    try {
      const settings = await update.mutateAsync({
        studentId: student.id,
        settings: { approveGiftCards: !on },
      });
      toast({
        title: settings.approveGiftCards ? t("switchOn") : t("switchOff"),
      });
    } catch (error) {
      toastFailure(error, t("switchFailed"));
    }
  };
  return (
    <Card>
      <CardContent className="flex items-start justify-between gap-4 p-5">
        <div className="grid min-w-0 gap-1">
          <span id={labelId} className="font-medium text-slate-900">
            {t("switchLabel")}
          </span>
          <p id={helpId} className="text-sm text-slate-600">
            {t("switchHelp", { name: student.name })}
          </p>
        </div>
        <Switch
          checked={on}
          busy={update.isPending}
          labelledBy={labelId}
          describedBy={helpId}
          onToggle={() => void toggle()}
        />
      </CardContent>
    </Card>
  );
}
