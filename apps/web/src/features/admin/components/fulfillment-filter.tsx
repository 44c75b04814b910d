import {
  fulfillmentStatusSchema,
  type FulfillmentStatus,
} from "@trophy/shared/schemas/admin-fulfillments";
import { Button } from "@/components/ui/button";
import { COMMON_COPY } from "@/lib/copy";
import { paths } from "@/lib/paths";
import { ADMIN_FULFILLMENT_COPY } from "../fulfillment-copy";

export type FulfillmentFilter = "all" | FulfillmentStatus;

/** The fulfilment list's query parameter: `?status=pending`, `fulfilled` or `declined`; none is all. */
const STATUS_PARAM = "status";

const FILTERS: readonly { value: FulfillmentFilter; label: () => string }[] = [
  { value: "all", label: () => COMMON_COPY.tabAll },
  { value: "pending", label: () => COMMON_COPY.fulfillmentPending },
  { value: "fulfilled", label: () => COMMON_COPY.fulfillmentFulfilled },
  { value: "declined", label: () => COMMON_COPY.fulfillmentDeclined },
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
  return (
    <div
      role="group"
      aria-label={ADMIN_FULFILLMENT_COPY.filterFulfillments}
      className="flex flex-wrap gap-2"
    >
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
