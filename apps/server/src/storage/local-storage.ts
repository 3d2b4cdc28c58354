import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The storage adapter: a folder per container. S3-compatible storage would implement the same. */
export interface Storage {
  put(container: string, name: string, data: Buffer | string): Promise<void>;
  /** The file's bytes, or null when there is none. */
  find(container: string, name: string): Promise<Buffer | null>;
  exists(container: string, name: string): Promise<boolean>;
  /** The names of a container's files (none when it has none yet): for sweeps, not for serving. */
  list(container: string): Promise<string[]>;
  /** Deletes the file; a file that is not there is already what the caller wants. */
  remove(container: string, name: string): Promise<void>;
}

const safeSegment = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/** Names come from the server, but a path segment is still checked so nothing escapes the root. */
function resolveInside(root: string, container: string, name: string): string {
  if (!safeSegment.test(container) || !safeSegment.test(name) || name.includes('..')) {
    throw new Error(`Unsafe storage path: ${container}/${name}`);
  }
  return path.join(root, container, name);
}

export function createLocalStorage(root: string): Storage {
  return {
    async put(container, name, data) {
      const file = resolveInside(root, container, name);
      // The employees' documents: for the server's user alone, whoever else may pass through DATA_DIR.
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      await writeFile(file, data, { mode: 0o600 });
    },
    async find(container, name) {
      try {
        return await readFile(resolveInside(root, container, name));
      } catch {
        return null;
      }
    },
    async exists(container, name) {
      try {
        return (await stat(resolveInside(root, container, name))).isFile();
      } catch {
        return false;
      }
    },
    async list(container) {
      try {
        const entries = await readdir(path.dirname(resolveInside(root, container, 'x')), { withFileTypes: true });
        return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
    },
    async remove(container, name) {
      await rm(resolveInside(root, container, name), { force: true });
    },
  };
}
