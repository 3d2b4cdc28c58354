import type { Plugin } from 'vite';
import { sourcePatch } from './source-patch.ts';

const useIdHook = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;
const randomIdOnMount = 'useIsomorphicEffect(() => {\n    setUuid(randomId());\n  }, []);';
const onlyWithoutReactIds = 'useIsomorphicEffect(() => {\n    if (!reactId) setUuid(randomId());\n  }, []);';

/**
 * Mantine's `useId` starts with React's own id, then swaps it for a random one in a layout effect:
 * a fallback for React 17, which has no `useId`. With React 19 the swap is a state update in every
 * commit that mounts an input, a tooltip, a popover or the AppShell, and React renders it again
 * at once, in one task: on /home the shell and the whole page a second time right after the first
 * render had committed in slices (TBT). The build keeps React's id (stable and unique in
 * the root) and swaps only where React has none. It fails if Mantine's hook no longer reads as
 * expected.
 */
export function mantineStableIds(): Plugin {
  return sourcePatch({
    name: 'mantine-stable-ids',
    file: useIdHook,
    find: randomIdOnMount,
    replace: onlyWithoutReactIds,
    expected: 'swaps its id on mount',
    owner: 'apps/web/mantine-stable-ids.ts',
  });
}
