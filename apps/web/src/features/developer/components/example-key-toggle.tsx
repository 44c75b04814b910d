import type { ApiKeyMode } from "@trophy/shared/schemas/developer";
import { ToggleButtons } from "@/components/toggle-buttons";
import { PLATFORM_COPY } from "../platform-copy";

/**
 * Which key the copyable examples carry, as toggle buttons: the test key first and by default, so
 * a first run cannot award real trophies by accident; the live key once the developer chooses it.
 */
export function ExampleKeyToggle(props: {
  value: ApiKeyMode;
  onChange: (mode: ApiKeyMode) => void;
}) {
  return (
    <ToggleButtons
      label={PLATFORM_COPY.exampleKey}
      options={[
        { value: "test", label: PLATFORM_COPY.exampleTestKey },
        { value: "live", label: PLATFORM_COPY.exampleLiveKey },
      ]}
      {...props}
    />
  );
}
