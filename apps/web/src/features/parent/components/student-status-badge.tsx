import { useTranslation } from "react-i18next";
import { CircleCheck, CircleSlash } from "lucide-react";
import { StatusBadge } from "@/components/status-badge";

/** Whether a linked student's account is active (a suspended one is not). */
export function StudentStatusBadge({ active }: { active: boolean }) {
  const { t } = useTranslation("parent");
  return active ? (
    <StatusBadge tone="success" icon={CircleCheck} label={t("studentActive")} />
  ) : (
    <StatusBadge icon={CircleSlash} label={t("studentInactive")} />
  );
}
