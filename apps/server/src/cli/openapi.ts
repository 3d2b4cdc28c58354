/**
 * `npm run openapi`: writes docs/openapi.json from the routes' schemas. `--check` writes nothing
 * and exits 1 when the committed file differs from what the routes declare (CI runs it).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatOpenApiDocument, generateOpenApiDocument } from '../api-docs/openapi-document';

const target = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../docs/openapi.json');
const generated = formatOpenApiDocument(await generateOpenApiDocument());

if (process.argv.includes('--check')) {
  const committed = readFileSync(target, 'utf8');
  if (committed !== generated) {
    console.error('docs/openapi.json is stale: run `npm run openapi` and commit it.');
    process.exit(1);
  }
  console.log('docs/openapi.json matches the routes.');
} else {
  writeFileSync(target, generated);
  console.log(`wrote ${path.relative(process.cwd(), target)}`);
}
