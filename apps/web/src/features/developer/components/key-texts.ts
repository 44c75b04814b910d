import { API_TEST_RATE_LIMIT_PER_HOUR } from "@trophy/shared/constants";
import type { ApiKeyMode } from "@trophy/shared/schemas/developer";
import { fillTemplate } from "@/lib/fill-template";
import { formatLocalDateTime, formatNumber } from "@/lib/format";
import { DEVELOPER_COPY } from "../copy";
import { PLATFORM_COPY } from "../platform-copy";

/** The words of one key's card and dialog, read at render so they follow the language. */
export function keyTexts(mode: ApiKeyMode) {
  if (mode === "test") {
    return {
      title: PLATFORM_COPY.testKeyTitle,
      help: fillTemplate(PLATFORM_COPY.testKeyHelp, {
        limit: formatNumber(API_TEST_RATE_LIMIT_PER_HOUR),
      }),
      label: PLATFORM_COPY.testKeyLabel,
      copy: PLATFORM_COPY.copyTestKey,
      none: PLATFORM_COPY.noTestKey,
      confirmTitle: PLATFORM_COPY.regenerateTestKeyTitle,
      confirm: PLATFORM_COPY.regenerateTestKeyConfirm,
      done: PLATFORM_COPY.testKeyRegenerated,
      failed: PLATFORM_COPY.testRegenerationFailed,
    };
  }
  return {
    title: PLATFORM_COPY.liveKeyTitle,
    help: PLATFORM_COPY.liveKeyHelp,
    label: PLATFORM_COPY.liveKeyLabel,
    copy: PLATFORM_COPY.copyLiveKey,
    none: DEVELOPER_COPY.noApiKey,
    confirmTitle: DEVELOPER_COPY.regenerateKeyTitle,
    confirm: DEVELOPER_COPY.regenerateKeyConfirm,
    done: DEVELOPER_COPY.apiKeyRegenerated,
    failed: DEVELOPER_COPY.regenerationFailed,
  };
}

/** "Last used 11/23/2026, 3:40:00 AM" in the reader's language and time zone, or "Never used". */
export function lastUsedText(lastUsedAt: string | null): string {
  return lastUsedAt
    ? fillTemplate(PLATFORM_COPY.lastUsed, { time: formatLocalDateTime(lastUsedAt) })
    : PLATFORM_COPY.neverUsed;
}
