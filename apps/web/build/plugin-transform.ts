import type { Plugin } from 'vite';

type Transform = (this: { error: (message: string) => never }, code: string, id: string) => { code: string } | null;

/** A build plugin's `transform` as a plain function, its `this.error` throwing as Vite's does: for the plugins' unit tests. */
export function transformOf(plugin: Plugin): (code: string, id: string) => { code: string } | null {
  const transform = plugin.transform as Transform;
  const context = {
    error: (message: string): never => {
      throw new Error(message);
    },
  };
  return (code, id) => transform.call(context, code, id);
}
