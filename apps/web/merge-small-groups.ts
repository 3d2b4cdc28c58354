// The merge of page-set-chunks.ts, on its own so that it can be tested without a build.

export interface PageSetGroup {
  pages: Set<string>;
  modules: string[];
  /** Bytes as rendered in the first pass (minified, before compression). */
  size: number;
}

/** A group smaller than this is merged into another (about 3 kB gzip). */
const minGroupSize = 10_000;

/**
 * Groups by exact page set were many and small (some 45 files of 1–2 kB on /home): each one a
 * request, on HTTP/1.1's six connections, and a <link> that Vite's preload helper adds on the main
 * thread (about 100 ms of the first load on a phone, issue 16). So a group under `minGroupSize`
 * joins the group that wastes the fewest bytes (bytes some page then loads without using them),
 * and the two become one group for the pages of both; again until every group is big enough.
 * Groups a login page loads on a first visit (`isPublic`) are left as they are: those pages have the
 * tightest budget and no shell.
 */
export function mergeSmallGroups(groups: PageSetGroup[], isPublic: (group: PageSetGroup) => boolean, minSize = minGroupSize): PageSetGroup[] {
  const kept = groups.filter(isPublic);
  let open = groups.filter((group) => !isPublic(group));
  const waste = (a: PageSetGroup, b: PageSetGroup) =>
    a.size * [...b.pages].filter((page) => !a.pages.has(page)).length + b.size * [...a.pages].filter((page) => !b.pages.has(page)).length;
  for (;;) {
    const small = open.filter((group) => group.size < minSize).sort((a, b) => a.size - b.size)[0];
    if (!small || open.length < 2) break;
    const others = open.filter((group) => group !== small);
    const into = others.reduce((best, group) => (waste(small, group) < waste(small, best) ? group : best));
    const merged = { pages: new Set([...small.pages, ...into.pages]), modules: [...small.modules, ...into.modules], size: small.size + into.size };
    open = [...others.filter((group) => group !== into), merged];
  }
  return [...kept, ...open];
}
