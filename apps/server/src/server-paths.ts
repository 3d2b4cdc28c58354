import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * apps/server, found from this file. It sits at the top of src/, and the precompiled server
 * (apps/server/dist/server.mjs, scripts/build-server.mjs) sits at the top of dist/, so `..` is
 * apps/server either way: every folder the server reads is named from here, never from a module's
 * own place, which bundling changes.
 */
export const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
