import { useTranslation } from "react-i18next";
import { i18next } from "@/lib/i18n/i18n";
import type { Developer } from "@trophy/shared/schemas/developer";
import { Button } from "@/components/ui/button";
import { paths } from "@/lib/paths";

export type DeveloperFilter = "all" | "pending" | "validated";

/** The developers list's query parameter: `?status=pending` or `?status=validated`; none is all. */
const STATUS_PARAM = "status";

const FILTERS: readonly { value: DeveloperFilter; label: () => string }[] = [
  { value: "all", label: () => i18next.t("common:tabAll") },
  { value: "pending", label: () => i18next.t("common:developerStatusPending") },
  { value: "validated", label: () => i18next.t("common:developerStatusValidated") },
];

export function matchesFilter(developer: Developer, filter: DeveloperFilter): boolean {
  if (filter === "all") return true;
  return developer.isValidated === (filter === "validated");
}

/** The filter a developers list URL asks for; anything unknown is all. */
export function developerFilterFrom(params: URLSearchParams): DeveloperFilter {
  const status = params.get(STATUS_PARAM);
  return FILTERS.find((filter) => filter.value === status)?.value ?? "all";
}

/** The query parameters of a filter: none for all. */
export function developerFilterParams(filter: DeveloperFilter): URLSearchParams {
  return new URLSearchParams(filter === "all" ? {} : { [STATUS_PARAM]: filter });
}

/** The developers list with a filter applied (the dashboard's Pending Validations tile). */
export function developersWithStatus(filter: Exclude<DeveloperFilter, "all">): string {
  return `${paths.admin.developers}?${developerFilterParams(filter).toString()}`;
}

/** All / Pending / Validated, as toggle buttons (the pressed one is the current filter). */
export function DeveloperFilterButtons({
  value,
  onChange,
}: {
  value: DeveloperFilter;
  onChange: (filter: DeveloperFilter) => void;
}) {
  const { t } = useTranslation("admin");
  return (
    <div role="group" aria-label={t("filterDevelopers")} className="flex flex-wrap gap-2">
      {FILTERS.map((filter) => (
        <Button
          key={filter.value}
          size="sm"
          variant={value === filter.value ? "secondary" : "outline"}
          aria-pressed={value === filter.value}
          onClick={() => {
            onChange(filter.value);
          }}
        >
          {filter.label()}
        </Button>
      ))}
    </div>
  );
}
