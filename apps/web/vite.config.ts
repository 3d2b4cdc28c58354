import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// The API server; FLEXPLAN_API_URL points the dev server at another one.
const apiTarget = process.env.FLEXPLAN_API_URL ?? 'http://127.0.0.1:3000';
const outDir = fileURLToPath(new URL('./dist', import.meta.url));
const compressible = /\.(js|mjs|css|html|svg|json)$/;
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(entries.map((entry) => (entry.isDirectory() ? listFiles(join(dir, entry.name)) : Promise.resolve([join(dir, entry.name)]))));
  return nested.flat();
}

/**
 * Writes `.gz` and `.br` siblings of every text asset once the bundle is written, because
 * @fastify/static does not compress on the fly; it serves these with `preCompressed: true`
 * (STACK.md, pitfalls).
 */
function precompress(): Plugin {
  return {
    name: 'flexplan:precompress',
    apply: 'build',
    async closeBundle() {
      const files = (await listFiles(outDir)).filter((file) => compressible.test(file));
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(file);
          const [gz, br] = await Promise.all([
            gzipAsync(content, { level: 9 }),
            brotliAsync(content, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
          ]);
          await Promise.all([writeFile(`${file}.gz`, gz), writeFile(`${file}.br`, br)]);
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    strictPort: true,
    // Each company is a subdomain: acme.localhost, globex.localhost…
    allowedHosts: ['.localhost'],
    // changeOrigin stays off so the server sees the company's Host header.
    proxy: {
      '/api': { target: apiTarget },
      '/dev': { target: apiTarget },
    },
  },
  preview: { allowedHosts: ['.localhost'] },
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 700,
  },
});
