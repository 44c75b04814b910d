import { useTranslation } from "react-i18next";
import { CircleCheck, Clock } from "lucide-react";
import { StatusBadge } from "@/components/status-badge";

/** "Validated" or "Pending": where a developer account stands (developer area and admin list). */
export function DeveloperStatusBadge({ validated }: { validated: boolean }) {
  const { t } = useTranslation("common");
  return validated ? (
    <StatusBadge tone="success" icon={CircleCheck} label={t("developerStatusValidated")} />
  ) : (
    <StatusBadge tone="warning" icon={Clock} label={t("developerStatusPending")} />
  );
}
