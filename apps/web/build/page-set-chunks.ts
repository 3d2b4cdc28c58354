import { createHash } from 'node:crypto';
import { dirname } from 'node:path';
import { build, type Rolldown } from 'vite';
import { mergePageSetGroups, type PageSetGroup } from './merge-page-set-groups.ts';

/** Set in the first of the build's two passes (below): that pass keeps Rolldown's own chunks. */
export const isPageSetPass = process.env.FLEXPLAN_PAGE_SET_PASS === '1';

// The route pages and the shell layout: the dynamic entries a first load is made of.
const pageModule = /[\\/]src[\\/]app[\\/](?:routes[\\/][^\\/]+-page|shell[\\/]shell-layout)\.tsx$/;

type OutputChunk = Rolldown.OutputChunk;

/**
 * Which modules each page's first load holds, read from a first build in memory with Rolldown's
 * own chunks: the chunks are cut after tree-shaking, so a component that a page imports through
 * Mantine's barrel without using it is not counted (docs/decisions.md, 2026-11-27 and 2026-11-28).
 * Returns the chunk name of each module that two or more routes load first (a page inside the
 * shell loads the shell's modules too): one name per set of pages (`pages-<hash>`), for
 * `codeSplitting.groups`. The price: a lazy part (a dialog, a tooltip) needing one module of such
 * a chunk fetches all of it, 5–10 kB more on first use where the page has not loaded it
 * (docs/decisions.md, 2026-11-28).
 */
export async function pageSetChunkNames(configFile: string): Promise<Map<string, string>> {
  process.env.FLEXPLAN_PAGE_SET_PASS = '1';
  let output: Awaited<ReturnType<typeof build>>;
  try {
    output = await build({ configFile, root: dirname(configFile), logLevel: 'silent', build: { write: false, emptyOutDir: false } });
  } finally {
    delete process.env.FLEXPLAN_PAGE_SET_PASS;
  }
  const chunks = (Array.isArray(output) ? output : [output])
    .flatMap((result) => ('output' in result ? result.output : []))
    .filter((file): file is OutputChunk => file.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));

  const closure = (chunk: OutputChunk, into = new Set<OutputChunk>()): Set<OutputChunk> => {
    if (into.has(chunk)) return into;
    into.add(chunk);
    for (const imported of chunk.imports) {
      const next = byFile.get(imported);
      if (next) closure(next, into);
    }
    return into;
  };
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('page-set chunks: the first pass has no entry chunk');
  const everyPage = closure(entry);
  const pages = chunks.filter((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId !== null && pageModule.test(chunk.facadeModuleId));
  if (pages.length < 2) throw new Error('page-set chunks: the first pass has no route pages (renamed? update apps/web/build/page-set-chunks.ts)');

  // A route's first load: its page, and the shell's for a page inside it. Counted by route, a
  // module of the shell is loaded by every page inside it, so the shell's modules and the ones its
  // pages share with it make one group, not a file per subset of pages that also import them.
  const shell = pages.find((page) => shellModule.test(page.facadeModuleId as string));
  if (!shell) throw new Error('page-set chunks: the first pass has no shell layout (renamed? update apps/web/build/page-set-chunks.ts)');
  const firstLoad = (page: OutputChunk) => (outsideShell.test(page.facadeModuleId as string) ? closure(page) : closure(shell, closure(page)));
  const pagesOf = new Map<string, string[]>();
  const sizeOf = new Map<string, number>();
  for (const page of pages) {
    if (page === shell) continue;
    for (const chunk of firstLoad(page)) {
      if (everyPage.has(chunk)) continue;
      for (const id of chunk.moduleIds) {
        pagesOf.set(id, [...(pagesOf.get(id) ?? []), page.facadeModuleId as string]);
        sizeOf.set(id, chunk.modules[id]?.renderedLength ?? 0);
      }
    }
  }
  const groups = new Map<string, PageSetGroup>();
  for (const [id, loadedBy] of pagesOf) {
    // A page stays its route's own chunk; what one page alone loads stays where Rolldown puts it.
    if (pageModule.test(id) || loadedBy.length < 2) continue;
    const key = [...loadedBy].sort().join('\n');
    const group = groups.get(key) ?? { pages: new Set(loadedBy), modules: [], size: 0 };
    group.modules.push(id);
    group.size += sizeOf.get(id) ?? 0;
    groups.set(key, group);
  }
  const names = new Map<string, string>();
  // What a login page loads on a first visit, the cookie question included: never merged.
  const publicParts = chunks.filter((chunk) => chunk.facadeModuleId !== null && publicPart.test(chunk.facadeModuleId));
  const publicModules = new Set(publicParts.flatMap((chunk) => [...closure(chunk)].flatMap((inner) => inner.moduleIds)));
  for (const group of mergePageSetGroups([...groups.values()], (group) => group.modules.some((id) => publicModules.has(id)))) {
    const name = `pages-${createHash('sha256')
      .update([...group.pages].sort().join('\n'))
      .digest('hex')
      .slice(0, 8)}`;
    for (const id of group.modules) names.set(id, name);
  }
  return names;
}

const shellModule = /[\\/]src[\\/]app[\\/]shell[\\/]shell-layout\.tsx$/;
/** The route pages outside the shell layout (apps/web/src/app/router.tsx); every other page renders inside it. */
const outsideShell = /[\\/]src[\\/]app[\\/]routes[\\/](?:login|forgot-password|reset-password|welcome|contract-accept|main-menu)-page\.tsx$/;

/** The login pages, and the cookie question a first visit opens over one (the server hints it with /login's chunks). */
const publicPart =
  /[\\/]src[\\/](?:app[\\/]routes[\\/](?:login|forgot-password|reset-password|welcome|contract-accept)-page|features[\\/]cookie-consent[\\/]components[\\/]cookie-consent-modal)\.tsx$/;
