// CI's software bill of materials: npm's own CycloneDX output for the production dependency tree
// (`npm sbom --sbom-format cyclonedx --omit dev`), written to test-results/supply-chain/sbom.cdx.json.
// Fails when npm cannot produce it or it lists no components, so an empty file never passes.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = path.join(root, 'test-results/supply-chain');
mkdirSync(outDir, { recursive: true });

const npm = spawnSync('npm', ['sbom', '--sbom-format', 'cyclonedx', '--omit', 'dev'], {
  cwd: root,
  encoding: 'utf8',
  timeout: 120_000,
  maxBuffer: 64 * 1024 * 1024,
});
let sbom = null;
try {
  sbom = JSON.parse(npm.stdout);
} catch {
  /* reported below */
}
if (npm.status !== 0 || sbom?.bomFormat !== 'CycloneDX' || !Array.isArray(sbom.components) || sbom.components.length === 0) {
  console.error(`npm sbom failed (exit ${npm.status}): ${(npm.stderr || npm.stdout || '').trim().slice(0, 500)}`);
  process.exit(1);
}
const file = path.join(outDir, 'sbom.cdx.json');
writeFileSync(file, npm.stdout);
const licensed = sbom.components.filter((c) => (c.licenses ?? []).length > 0).length;
console.log(`CycloneDX ${sbom.specVersion} SBOM: ${sbom.components.length} production components (${licensed} with a licence) → ${path.relative(root, file)}`);
