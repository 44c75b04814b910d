import { i18next } from "@/lib/i18n/i18n";
import { API_TEST_RATE_LIMIT_PER_HOUR } from "@trophy/shared/constants";
import type { ApiKeyMode } from "@trophy/shared/schemas/developer";
import { formatLocalDateTime, formatNumber } from "@/lib/format";

/** The words of one key's card and dialog, read at render so they follow the language. */
export function keyTexts(mode: ApiKeyMode) {
  if (mode === "test") {
    return {
      title: i18next.t("developerPlatform:testKeyTitle"),
      help: i18next.t("developerPlatform:testKeyHelp", {
        limit: formatNumber(API_TEST_RATE_LIMIT_PER_HOUR),
      }),
      label: i18next.t("developerPlatform:testKeyLabel"),
      copy: i18next.t("developerPlatform:copyTestKey"),
      none: i18next.t("developerPlatform:noTestKey"),
      confirmTitle: i18next.t("developerPlatform:regenerateTestKeyTitle"),
      confirm: i18next.t("developerPlatform:regenerateTestKeyConfirm"),
      done: i18next.t("developerPlatform:testKeyRegenerated"),
      failed: i18next.t("developerPlatform:testRegenerationFailed"),
    };
  }
  return {
    title: i18next.t("developerPlatform:liveKeyTitle"),
    help: i18next.t("developerPlatform:liveKeyHelp"),
    label: i18next.t("developerPlatform:liveKeyLabel"),
    copy: i18next.t("developerPlatform:copyLiveKey"),
    none: i18next.t("developer:noApiKey"),
    confirmTitle: i18next.t("developer:regenerateKeyTitle"),
    confirm: i18next.t("developer:regenerateKeyConfirm"),
    done: i18next.t("developer:apiKeyRegenerated"),
    failed: i18next.t("developer:regenerationFailed"),
  };
}

/** "Last used 11/23/2026, 3:40:00 AM" in the reader's language and time zone, or "Never used". */
export function lastUsedText(lastUsedAt: string | null): string {
  return lastUsedAt
    ? i18next.t("developerPlatform:lastUsed", { time: formatLocalDateTime(lastUsedAt) })
    : i18next.t("developerPlatform:neverUsed");
}
