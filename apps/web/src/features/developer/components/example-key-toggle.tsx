import { useTranslation } from "react-i18next";
import type { ApiKeyMode } from "@trophy/shared/schemas/developer";
import { ToggleButtons } from "@/components/toggle-buttons";

/**
 * Which key the copyable examples carry, as toggle buttons: the test key first and by default, so
 * a first run cannot award real trophies by accident; the live key once the developer chooses it.
 */
export function ExampleKeyToggle(props: {
  value: ApiKeyMode;
  onChange: (mode: ApiKeyMode) => void;
}) {
  const { t } = useTranslation("developerPlatform");
  return (
    <ToggleButtons
      label={t("exampleKey")}
      options={[
        { value: "test", label: t("exampleTestKey") },
        { value: "live", label: t("exampleLiveKey") },
      ]}
      {...props}
    />
  );
}
