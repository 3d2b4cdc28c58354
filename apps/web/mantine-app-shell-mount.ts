import type { Plugin } from 'vite';
import { sourcePatch } from './source-patch.ts';

const resizingHook = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]use-resizing[\\/]use-resizing\.mjs$/;
const reactImportWithUseRef = /import \{[^}]*\buseRef\b[^}]*\} from 'react'/;
const onMount = 'useIsomorphicEffect(() => {\n    setResizing(true);';
const afterMount = [
  'const isMounted = useRef(false);',
  '  useIsomorphicEffect(() => {',
  '    if (isMounted.current) setResizing(true);',
  '    isMounted.current = true;',
].join('\n');

/**
 * Mantine's AppShell marks itself "resizing" (its transitions off) from a layout effect, on mount
 * too, though its state starts so. React cannot skip that update inside a commit: it rendered the
 * shell and the page under it a second time, at once and in one task, right after the first
 * render had committed in slices (about 100 ms of a phone's CPU on /home; TBT). The build
 * skips that first call; later changes of the shell's transition still mark it. It fails if
 * Mantine's hook no longer reads as expected.
 */
export function mantineAppShellMount(): Plugin {
  return sourcePatch({
    name: 'mantine-app-shell-mount',
    file: resizingHook,
    find: onMount,
    replace: afterMount,
    requires: reactImportWithUseRef,
    expected: 'sets its resizing state on mount',
    owner: 'apps/web/mantine-app-shell-mount.ts',
  });
}
