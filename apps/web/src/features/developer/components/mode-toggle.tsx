import type { ApiKeyMode } from "@trophy/shared/schemas/developer";
import { Button } from "@/components/ui/button";
import { PLATFORM_COPY } from "../platform-copy";

/** Live / Test as toggle buttons: which key's figures a card shows. */
export function ModeToggle({
  value,
  onChange,
}: {
  value: ApiKeyMode;
  onChange: (mode: ApiKeyMode) => void;
}) {
  const modes = [
    { mode: "live", label: PLATFORM_COPY.live },
    { mode: "test", label: PLATFORM_COPY.test },
  ] as const;
  return (
    <div role="group" aria-label={PLATFORM_COPY.usageModes} className="flex gap-2">
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
