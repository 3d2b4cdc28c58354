import type { Endpoint } from './bench-endpoints';
import type { Measurement } from './bench-load';
import { describeTarget, maxRssMbOf, missesOf, targetOf, type Target, type TargetContext } from './bench-targets';

export interface EndpointResult {
  name: string;
  label: string;
  kind: Endpoint['kind'];
  pending?: string;
  /** Each figure the median of the rounds; errors and status codes are totals. */
  median?: Measurement;
  rounds?: Measurement[];
  ratioToFixed?: number;
  ratioToOneQuery?: number;
  before?: Endpoint['before'];
  target: Target | null;
  targetText: string;
  met: boolean | null;
  misses: string[];
}

/** Ratios to the ceilings, and each endpoint against its target. */
export function judge(
  endpoint: Endpoint,
  rounds: Measurement[],
  median: Measurement | undefined,
  ceilings: { fixed: number; oneQuery: number },
  context: TargetContext,
): EndpointResult {
  const target = targetOf(endpoint.kind, context);
  const base = {
    name: endpoint.name,
    label: endpoint.label,
    kind: endpoint.kind,
    before: endpoint.before,
    target,
    targetText: target ? describeTarget(target) : '—',
  };
  if (!median) return { ...base, pending: endpoint.pending, met: null, misses: [] };
  const ratioToOneQuery = median.reqPerSec / ceilings.oneQuery;
  const misses = target ? missesOf(target, median, ratioToOneQuery) : [];
  return {
    ...base,
    median,
    rounds,
    ratioToFixed: median.reqPerSec / ceilings.fixed,
    ratioToOneQuery,
    target,
    met: target ? misses.length === 0 : null,
    misses,
  };
}

const number = (n: number, digits = 0) => n.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** A Markdown table: what the terminal shows and what a note pastes. */
export function resultTable(results: EndpointResult[], peakRssMb: number, context: TargetContext): string {
  const header = ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'errors', '× fixed', '× 1-query', 'SQL/req', 'CPU ms/req', 'before', 'target', 'met'];
  const rows = results.map((r) => {
    const before = r.before ? `${number(r.before.reqPerSec)}/s, p99 ${number(r.before.p99Ms)}, ${r.before.sqlRoundTrips} SQL` : '';
    if (!r.median) return [r.label, '', '', '', '', '', '', '', '', before, r.targetText, r.pending ?? 'not measured'];
    const m = r.median;
    const met = r.met === null ? '' : r.met ? 'yes' : `NO: ${r.misses.join('; ')}`;
    return [
      r.label,
      number(m.reqPerSec),
      number(m.p50Ms),
      number(m.p99Ms),
      number(m.errors),
      r.ratioToFixed!.toFixed(2),
      r.ratioToOneQuery!.toFixed(2),
      m.sqlPerRequest.toFixed(1),
      m.cpuMsPerRequest.toFixed(2),
      before,
      r.targetText,
      met,
    ];
  });
  const maxRss = maxRssMbOf(context);
  rows.push(['server peak RSS', '', '', '', '', '', '', '', '', '', `≤ ${maxRss} MB`, peakRssMb <= maxRss ? `yes (${peakRssMb} MB)` : `NO: ${peakRssMb} MB`]);
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map((h, i) => (i === 0 || i >= 9 ? '---' : '---:'))), ...rows.map(line)].join('\n');
}
