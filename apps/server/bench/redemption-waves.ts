import http from "node:http";
import { percentile, send, type Call } from "./load";

export interface WavesResult {
  waves: number;
  p50: number;
  p99: number;
  slowestWave: number;
  failures: number;
  /** Of all pairs of calls in a wave, the share answered in the opposite order to their sending. */
  outOfOrder: number;
}

/**
 * Every student sends one call at the same moment, `waves` times (after one unmeasured wave, as a
 * running server would be warm). The calls leave in the students' order, so a pair answered the
 * other way round was served out of arrival order.
 */
export async function redemptionWaves(
  base: URL,
  callFor: (student: number) => Call,
  students: number,
  waves: number,
): Promise<WavesResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: students });
  const latencies: number[] = [];
  let failures = 0;
  let pairs = 0;
  let inverted = 0;
  let slowestWave = 0;
  for (let wave = 0; wave <= waves; wave++) {
    const t0 = process.hrtime.bigint();
    const since = () => Number(process.hrtime.bigint() - t0) / 1e6;
    const calls = await Promise.all(
      Array.from({ length: students }, async (_, s) => {
        const sent = since();
        const { status } = await send(base, agent, callFor(s));
        return { sent, answered: since(), ok: status === 200 };
      }),
    );
    if (wave === 0) continue;
    slowestWave = Math.max(slowestWave, ...calls.map((c) => c.answered));
    for (const [i, a] of calls.entries()) {
      latencies.push(a.answered - a.sent);
      if (!a.ok) failures++;
      for (const b of calls.slice(i + 1)) {
        pairs++;
        if (a.answered > b.answered) inverted++;
      }
    }
  }
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    waves,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    slowestWave,
    failures,
    outOfOrder: pairs === 0 ? 0 : inverted / pairs,
  };
}
