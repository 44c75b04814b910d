import { Counter, Histogram, Registry } from "prom-client";
import type { EventBus } from "../events/event-bus";

/**
 * The metrics of one app (docs/architecture.md §14). Each app has a registry of its own, so two
 * apps in one process (tests, the benchmark) never count into each other.
 */
export interface AppMetrics {
  registry: Registry;
  requestDuration: Histogram<"method" | "route" | "status_code">;
  awards: Counter;
  redemptions: Counter;
  deliveryLag: Histogram;
}

const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(): AppMetrics {
  const registry = new Registry();
  const registers = [registry];
  return {
    registry,
    requestDuration: new Histogram({
      name: "trophy_http_request_duration_seconds",
      help: "Time to answer an HTTP request, by method, route pattern and status",
      labelNames: ["method", "route", "status_code"] as const,
      buckets: SECONDS_BUCKETS,
      registers,
    }),
    awards: new Counter({
      name: "trophy_awards_total",
      help: "Awards written to the ledger by this instance",
      registers,
    }),
    redemptions: new Counter({
      name: "trophy_redemptions_total",
      help: "Redemptions written to the ledger by this instance (gift cards held for approval included)",
      registers,
    }),
    deliveryLag: new Histogram({
      name: "trophy_event_delivery_lag_seconds",
      help: "From publishing a balance event to handing it to a stream on this instance",
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
      registers,
    }),
  };
}

type Published = Parameters<EventBus["publish"]>[0];

/** The publishing time an event carries through the bus (NOTIFY included), for the lag. */
interface Stamped {
  publishedAt?: number;
}

/** The ledger kind of an event that is a ledger entry. */
function kindOf(event: Published): string | undefined {
  return (event as { update?: { transaction?: { kind?: string } } }).update?.transaction?.kind;
}

/**
 * The bus with counting around it: every ledger entry announced after its commit passes
 * `publish` once on the instance that wrote it, and every delivery to a stream is observed as the
 * bus hands it over. The publishing time travels with the event; across instances the lag includes
 * any difference between their clocks.
 */
export function measuredEvents(bus: EventBus, metrics: AppMetrics): EventBus {
  bus.observeDeliveries((event) => {
    const { publishedAt } = event as Stamped;
    if (typeof publishedAt === "number") {
      metrics.deliveryLag.observe(Math.max(0, Date.now() - publishedAt) / 1000);
    }
  });
  return {
    publish(event) {
      const kind = kindOf(event);
      if (kind === "award") metrics.awards.inc();
      else if (kind === "redemption" || kind === "hold") metrics.redemptions.inc();
      const stamped: Published & Stamped = { ...event, publishedAt: Date.now() };
      return bus.publish(stamped);
    },
    subscribe: (studentId, handler) => bus.subscribe(studentId, handler),
    unsubscribe: (studentId, handler) => {
      bus.unsubscribe(studentId, handler);
    },
    observeDeliveries: (observer) => {
      bus.observeDeliveries(observer);
    },
    onResume: (listener) => bus.onResume(listener),
    close: () => bus.close(),
  };
}
