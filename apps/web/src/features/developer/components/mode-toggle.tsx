import type { ApiKeyMode } from "@trophy/shared/schemas/developer";
import { ToggleButtons } from "@/components/toggle-buttons";
import { PLATFORM_COPY } from "../platform-copy";

/** Live / Test as toggle buttons: which key's figures a card shows. */
export function ModeToggle(props: { value: ApiKeyMode; onChange: (mode: ApiKeyMode) => void }) {
  return (
    <ToggleButtons
      label={PLATFORM_COPY.usageModes}
      options={[
        { value: "live", label: PLATFORM_COPY.live },
        { value: "test", label: PLATFORM_COPY.test },
      ]}
      // The two stay on one line beside the card's title.
      className="flex-nowrap"
      {...props}
    />
  );
}
