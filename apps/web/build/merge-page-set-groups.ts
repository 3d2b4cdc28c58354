// The merge of page-set-chunks.ts, on its own so that it can be tested without a build.

export interface PageSetGroup {
  pages: Set<string>;
  modules: string[];
  /** Bytes as rendered in the first pass (minified, before compression). */
  size: number;
}

/**
 * What one more file on a page's first load costs, in minified bytes (about 4 kB gzip): on a
 * phone's line a request is a round trip on one of HTTP/1.1's six connections, and a <link> that
 * Vite's preload helper or the early script appends on the main thread.
 */
const fileCost = 15_000;

const countNotIn = (pages: Set<string>, other: Set<string>) => [...pages].filter((page) => !other.has(page)).length;

/** The bytes some page loads for nothing once `a` and `b` are one file. */
const waste = (a: PageSetGroup, b: PageSetGroup) => a.size * countNotIn(b.pages, a.pages) + b.size * countNotIn(a.pages, b.pages);

/** What merging `a` and `b` saves: a file on each page that loads both, less the bytes it wastes. */
const gain = (a: PageSetGroup, b: PageSetGroup, cost: number) => cost * (a.pages.size - countNotIn(a.pages, b.pages)) - waste(a, b);

/** The most a page that loads only one of the two gets for nothing: it gains no file. */
const pageWaste = (a: PageSetGroup, b: PageSetGroup) => Math.max(countNotIn(b.pages, a.pages) > 0 ? a.size : 0, countNotIn(a.pages, b.pages) > 0 ? b.size : 0);

/**
 * Groups by exact page set were many and small (some 45 files of 1–2 kB on /home). So, as long as
 * it saves more than it costs, the two groups whose merge gains most become one group for the
 * pages of both: a file fewer on every page that loaded both, `fileCost` each, against the bytes
 * the others then load without using them, and so long as no page that loads only one of the two
 * gets more for nothing than a file is worth (one merge put 26 kB on `/` to save the shell's pages
 * a file each). Groups a login page loads on a first visit
 * (`isPublic`) are left as they are: those pages have the tightest budget and no shell.
 */
export function mergePageSetGroups(groups: PageSetGroup[], isPublic: (group: PageSetGroup) => boolean, cost = fileCost): PageSetGroup[] {
  const kept = groups.filter(isPublic);
  let open = groups.filter((group) => !isPublic(group));
  for (;;) {
    let best: { a: PageSetGroup; b: PageSetGroup; gain: number } | undefined;
    for (const [i, a] of open.entries()) {
      for (const b of open.slice(i + 1)) {
        const value = gain(a, b, cost);
        if (value > 0 && pageWaste(a, b) <= cost && (!best || value > best.gain)) best = { a, b, gain: value };
      }
    }
    if (!best) break;
    const { a, b } = best;
    const merged = { pages: new Set([...a.pages, ...b.pages]), modules: [...a.modules, ...b.modules], size: a.size + b.size };
    open = [...open.filter((group) => group !== a && group !== b), merged];
  }
  return [...kept, ...open];
}
