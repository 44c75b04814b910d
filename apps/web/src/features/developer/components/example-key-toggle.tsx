import type { ApiKeyMode } from "@trophy/shared/schemas/developer";
import { Button } from "@/components/ui/button";
import { PLATFORM_COPY } from "../platform-copy";

/**
 * Which key the copyable examples carry, as toggle buttons: the test key first and by default, so
 * a first run cannot award real trophies by accident; the live key once the developer chooses it.
 */
export function ExampleKeyToggle({
  value,
  onChange,
}: {
  value: ApiKeyMode;
  onChange: (mode: ApiKeyMode) => void;
}) {
  const modes = [
    { mode: "test", label: PLATFORM_COPY.exampleTestKey },
    { mode: "live", label: PLATFORM_COPY.exampleLiveKey },
  ] as const;
  return (
    <div role="group" aria-label={PLATFORM_COPY.exampleKey} className="flex flex-wrap gap-2">
      {modes.map(({ mode, label }) => (
        <Button
          key={mode}
          size="sm"
          variant={value === mode ? "secondary" : "outline"}
          aria-pressed={value === mode}
          onClick={() => {
            onChange(mode);
          }}
        >
          {label}
        </Button>
      ))}
    </div>
  );
}
