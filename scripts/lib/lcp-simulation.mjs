// What Lighthouse's simulation (Lantern) put on a page's largest-paint estimate, for
// `LIGHTHOUSE_LCP_PATH=1 npm run lighthouse`. Lantern replays the load's requests and
// main-thread tasks under a slow phone's network and CPU, starting only what began before the
// observed largest paint; the estimate is when the last of them ends. So it names the nodes that
// end last and the chain of dependencies behind the very last one: the files and API calls worth
// moving earlier, or out of the way until after the paint.
import { Simulation } from 'lighthouse/core/lib/lantern/lantern.js';

const origin = /https?:\/\/[^/]+/g;

function describe(node) {
  if (node.type === 'network') return `${node.request.url.replace(origin, '')} (${Math.round(node.request.transferSize / 1024)} kB)`;
  const scripts = [...new Set(node.childEvents.map((event) => event.args?.data?.url ?? '').filter(Boolean))].slice(0, 3);
  return `main thread ${Math.round(node.duration / 1000)} ms${scripts.length > 0 ? ` (${scripts.join(', ').replace(origin, '')})` : ''}`;
}

/** The chain ending at `node`: each step the dependency that ended last. */
function chainTo(node, timings) {
  const chain = [];
  for (let step = node; step;) {
    chain.unshift(step);
    step = step
      .getDependencies()
      .filter((dependency) => timings.has(dependency))
      .reduce((latest, dependency) => (!latest || timings.get(dependency).endTime > timings.get(latest).endTime ? dependency : latest), undefined);
  }
  return chain;
}

/** Lines describing the pessimistic LCP simulation of the last Lighthouse run, then forgets it. */
export function lcpSimulationReport() {
  const timings = Simulation.Simulator.allNodeTimings.get('pessimisticLargestContentfulPaint');
  Simulation.Simulator.allNodeTimings.clear();
  if (!timings) return ['no LCP simulation recorded'];
  const span = (node) => `${String(Math.round(timings.get(node).startTime)).padStart(5)}–${String(Math.round(timings.get(node).endTime)).padStart(5)} ms`;
  const byEnd = [...timings.keys()].sort((a, b) => timings.get(b).endTime - timings.get(a).endTime);
  return [
    `  simulated LCP (pessimistic): ${Math.round(timings.get(byEnd[0]).endTime)} ms over ${timings.size} nodes; the chain to the last one:`,
    ...chainTo(byEnd[0], timings).map((node) => `    ${span(node)} ${describe(node)}`),
    '  the ten that end last:',
    ...byEnd.slice(0, 10).map((node) => `    ${span(node)} ${describe(node)}`),
  ];
}
