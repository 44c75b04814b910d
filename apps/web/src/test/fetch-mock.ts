import { vi } from "vitest";

/** One answer of the mocked network: a status and a JSON body. */
export interface MockAnswer {
  status: number;
  body?: unknown;
}

export interface MockCall {
  path: string;
  method: string;
  authorization: string | null;
  body: unknown;
}

/**
 * Replaces `fetch` (the network edge, and nothing else) with `answer`, which sees each call and
 * returns its answer; the calls are recorded in order.
 */
export function mockFetch(answer: (call: MockCall) => MockAnswer | Promise<MockAnswer>) {
  const calls: MockCall[] = [];
  const fetchMock = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input, "http://localhost");
    const headers = new Headers(init?.headers);
    const call: MockCall = {
      path: url.pathname,
      method: init?.method ?? "GET",
      authorization: headers.get("Authorization"),
      body: typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    const { status, body } = await answer(call);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { "Content-Type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return calls;
}
