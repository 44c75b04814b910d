// The part of autocannon 9 the benchmarks use (the package ships no types of its own).
declare module "autocannon" {
  import type { EventEmitter } from "node:events";

  interface Client {
    setHeaders(headers: Record<string, string>): void;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    overallRate?: number;
    /** Seconds before a call without an answer counts as a timeout (10 by default). */
    timeout?: number;
    headers?: Record<string, string>;
    requests?: { method?: string; path: string }[];
    setupClient?: (client: Client) => void;
  }
  interface Result {
    duration: number;
    requests: { average: number; total: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  interface Instance extends EventEmitter, PromiseLike<Result> {
    on(
      event: "response",
      listener: (
        client: Client,
        statusCode: number,
        resBytes: number,
        responseTime: number,
      ) => void,
    ): this;
    on(event: "reqError", listener: (err: NodeJS.ErrnoException) => void): this;
  }
  function autocannon(options: Options): Instance;
  export default autocannon;
}
