import type { Server } from 'node:http';
import { z } from 'zod';
import { sqlRoundTrips } from './sql-round-trips';

export const STATS_PATH = '/api/bench/stats';

export const processStatsSchema = z.object({
  /** HTTP requests answered, or whose connection closed first, since start-up (this route's own calls aside). */
  requests: z.number().int(),
  /** HTTP requests received and neither answered nor closed yet. */
  inFlight: z.number().int(),
  /** Statements sent to the database since start-up (sql-round-trips.ts). */
  sqlRoundTrips: z.number().int(),
  /** CPU time of this process since start-up, user and system (all threads), in microseconds. */
  cpuUserMicros: z.number().int(),
  cpuSystemMicros: z.number().int(),
  rssBytes: z.number().int(),
  /** The highest resident set size since start-up (getrusage). */
  maxRssBytes: z.number().int(),
});
export type ProcessStats = z.output<typeof processStatsSchema>;

let answered = 0;
let inFlight = 0;
const counted = new WeakSet<Server>();

/**
 * Counts the requests of the HTTP server itself, beneath Fastify, so that every route is counted
 * alike. A load tool stops with requests in flight, whose SQL and CPU the server goes on spending:
 * divided by the server's own count once it is idle again, the figures are per request.
 */
export function countRequestsOf(server: Server): void {
  if (counted.has(server)) return;
  counted.add(server);
  server.on('request', (request, response) => {
    if (request.url?.startsWith(STATS_PATH)) return;
    inFlight += 1;
    response.once('close', () => {
      inFlight -= 1;
      answered += 1;
    });
  });
}

/** What `npm run bench` reads before and after each run. */
export function processStats(): z.infer<typeof processStatsSchema> {
  const cpu = process.cpuUsage();
  return {
    requests: answered,
    inFlight,
    sqlRoundTrips: sqlRoundTrips(),
    cpuUserMicros: cpu.user,
    cpuSystemMicros: cpu.system,
    rssBytes: process.memoryUsage.rss(),
    maxRssBytes: process.resourceUsage().maxRSS * 1024,
  };
}
