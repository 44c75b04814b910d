import { useTranslation } from "react-i18next";
import { i18next } from "@/lib/i18n/i18n";
import {
  fulfillmentStatusSchema,
  type FulfillmentStatus,
} from "@trophy/shared/schemas/admin-fulfillments";
import { Button } from "@/components/ui/button";
import { paths } from "@/lib/paths";

export type FulfillmentFilter = "all" | FulfillmentStatus;

/** The fulfilment list's query parameter: `?status=pending`, `fulfilled` or `declined`; none is all. */
const STATUS_PARAM = "status";

const FILTERS: readonly { value: FulfillmentFilter; label: () => string }[] = [
  { value: "all", label: () => i18next.t("common:tabAll") },
  { value: "pending", label: () => i18next.t("common:fulfillmentPending") },
  { value: "fulfilled", label: () => i18next.t("common:fulfillmentFulfilled") },
  { value: "declined", label: () => i18next.t("common:fulfillmentDeclined") },
];

/** The filter a fulfilment list URL asks for; anything unknown is all. */
export function fulfillmentFilterFrom(params: URLSearchParams): FulfillmentFilter {
  const status = fulfillmentStatusSchema.safeParse(params.get(STATUS_PARAM));
  return status.success ? status.data : "all";
}

/** The query parameters of a filter: none for all. */
export function fulfillmentFilterParams(filter: FulfillmentFilter): URLSearchParams {
  return new URLSearchParams(filter === "all" ? {} : { [STATUS_PARAM]: filter });
}

/** The fulfilment list with a filter applied (the dashboard's Pending Fulfillments tile). */
export function fulfillmentsWithStatus(status: FulfillmentStatus): string {
  return `${paths.admin.fulfillment}?${fulfillmentFilterParams(status).toString()}`;
}

/** All / Pending / Fulfilled / Declined, as toggle buttons (the pressed one is the filter). */
export function FulfillmentFilterButtons({
  value,
  onChange,
}: {
  value: FulfillmentFilter;
  onChange: (filter: FulfillmentFilter) => void;
}) {
  const { t } = useTranslation("adminFulfillment");
  return (
    <div role="group" aria-label={t("filterFulfillments")} className="flex flex-wrap gap-2">
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
