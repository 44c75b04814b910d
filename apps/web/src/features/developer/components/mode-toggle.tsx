import { useTranslation } from "react-i18next";
import type { ApiKeyMode } from "@trophy/shared/schemas/developer";
import { ToggleButtons } from "@/components/toggle-buttons";

/** Live / Test as toggle buttons: which key's figures a card shows. */
export function ModeToggle(props: { value: ApiKeyMode; onChange: (mode: ApiKeyMode) => void }) {
  const { t } = useTranslation("developerPlatform");
  return (
    <ToggleButtons
      label={t("usageModes")}
      options={[
        { value: "live", label: t("live") },
        { value: "test", label: t("test") },
      ]}
      // The two stay on one line beside the card's title.
      className="flex-nowrap"
      {...props}
    />
  );
}
