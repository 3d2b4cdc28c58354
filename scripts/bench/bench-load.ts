import autocannon from 'autocannon';
import type { Endpoint } from './bench-endpoints';
import { readSettledStats, type BenchSessions } from './bench-sessions';

/** One run of one endpoint. */
export interface Measurement {
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers of a status the endpoint does not expect (not 2xx, or for a revalidation not 200 or 304), plus connection errors and timeouts. */
  errors: number;
  non2xx: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  /** Answers autocannon received. */
  requests: number;
  /** Requests the server answered, those in flight when the run stopped included: what the figures per request divide by. */
  serverRequests: number;
  sqlPerRequest: number;
  cpuMsPerRequest: number;
  rssMb: number;
}

const mb = (bytes: number) => Math.round(bytes / (1024 * 1024));

/**
 * Drives one endpoint for `seconds` with autocannon from this process (the server is another), the
 * connections each with their own requests (bench-endpoints.ts). The server's counters, read before
 * and once it has answered everything after, give what each request cost it: SQL round trips and
 * CPU time over the requests it answered.
 */
export async function measure(baseUrl: string, endpoint: Endpoint, sessions: BenchSessions, connections: number, seconds: number): Promise<Measurement> {
  let nextConnection = 0;
  const before = await readSettledStats(baseUrl);
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    // The server answers with an error after its own timeouts; past 10 s autocannon counts a timeout.
    timeout: 10,
    setupClient: (client) => client.setRequests(endpoint.connection(nextConnection++, sessions, connections)),
  });
  const after = await readSettledStats(baseUrl);
  const serverRequests = after.requests - before.requests;
  const perRequest = (delta: number) => (serverRequests > 0 ? delta / serverRequests : 0);
  const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, Number(count ?? 0)]));
  // A revalidation's 304 is an answer: only the statuses the endpoint does not expect are errors.
  const isOk = (code: number) => (endpoint.okStatuses ? endpoint.okStatuses.includes(code) : code >= 200 && code < 300);
  const unexpected = Object.entries(statusCodes).reduce((sum, [code, count]) => sum + (isOk(Number(code)) ? 0 : count), 0);
  return {
    reqPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: unexpected + result.errors,
    non2xx: result.non2xx,
    timeouts: result.timeouts,
    statusCodes,
    requests: result.requests.total,
    serverRequests,
    sqlPerRequest: perRequest(after.sqlRoundTrips - before.sqlRoundTrips),
    cpuMsPerRequest: perRequest((after.cpuUserMicros + after.cpuSystemMicros - before.cpuUserMicros - before.cpuSystemMicros) / 1000),
    rssMb: mb(after.rssBytes),
  };
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Each figure the median of its rounds (figure by figure: p99 of one round may sit beside req/s of another). */
export function medianOf(rounds: Measurement[]): Measurement {
  const of = (pick: (m: Measurement) => number) => median(rounds.map(pick));
  const statusCodes: Record<string, number> = {};
  for (const round of rounds) for (const [code, count] of Object.entries(round.statusCodes)) statusCodes[code] = (statusCodes[code] ?? 0) + count;
  return {
    reqPerSec: Math.round(of((m) => m.reqPerSec)),
    p50Ms: of((m) => m.p50Ms),
    p99Ms: of((m) => m.p99Ms),
    // Errors are summed, not a median: one bad round is a failure to see.
    errors: rounds.reduce((sum, m) => sum + m.errors, 0),
    non2xx: rounds.reduce((sum, m) => sum + m.non2xx, 0),
    timeouts: rounds.reduce((sum, m) => sum + m.timeouts, 0),
    statusCodes,
    requests: rounds.reduce((sum, m) => sum + m.requests, 0),
    serverRequests: rounds.reduce((sum, m) => sum + m.serverRequests, 0),
    sqlPerRequest: of((m) => m.sqlPerRequest),
    cpuMsPerRequest: of((m) => m.cpuMsPerRequest),
    rssMb: Math.max(...rounds.map((m) => m.rssMb)),
  };
}
