// Checks that the four locale files hold the same keys, that every key the code uses exists,
// and that every API error code (the domain's `ErrorCode` union, read at run time) and validation
// message has a translation.
// Run: `node --import tsx apps/web/scripts/check-locales.mjs` (tsx loads the domain's TypeScript).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { allErrorCodes } from '@flexplan/domain/errors/all-error-codes';

const web = fileURLToPath(new URL('..', import.meta.url));
const root = join(web, '..', '..');
const languages = ['es', 'ca', 'en', 'pt'];
const pluralSuffixes = ['_one', '_other', '_many', '_zero', '_two', '_few'];

function flatten(object, prefix = '') {
  return Object.entries(object).flatMap(([key, value]) =>
    value && typeof value === 'object' ? flatten(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
  );
}

const locales = Object.fromEntries(
  languages.map((language) => [language, new Map(flatten(JSON.parse(readFileSync(join(web, 'src/locales', `${language}.json`), 'utf8'))))]),
);
const problems = [];
const reference = [...locales.es.keys()];
for (const language of languages) {
  const keys = locales[language];
  for (const key of reference) if (!keys.has(key)) problems.push(`${language}: missing ${key}`);
  for (const key of keys.keys()) if (!locales.es.has(key)) problems.push(`${language}: extra ${key}`);
  for (const [key, value] of keys) if (typeof value !== 'string' || value.trim() === '') problems.push(`${language}: empty ${key}`);
}

const namespaces = [...new Set(reference.map((key) => key.split('.')[0]))];
const has = (key) => locales.es.has(key) || pluralSuffixes.some((suffix) => locales.es.has(key + suffix));

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}
for (const file of sourceFiles(join(web, 'src'))) {
  const text = readFileSync(file, 'utf8');
  // Any quoted string in a locale namespace is a key: t('…'), labelKey: '…', ['/home', 'pages.home'].
  for (const [, key] of text.matchAll(new RegExp(`['"\`]((?:${namespaces.join('|')})\\.[a-zA-Z0-9_.]+)['"\`]`, 'g'))) {
    if (!key.endsWith('.') && !has(key)) problems.push(`${file.replace(web, '')}: unknown key ${key}`);
  }
}

for (const code of allErrorCodes) if (!has(`errors.${code}`)) problems.push(`missing errors.${code}`);
const messages = readFileSync(join(root, 'packages/domain/src/validation/messages.ts'), 'utf8').matchAll(/'(validation\.[a-zA-Z]+)'/g);
for (const [, key] of messages) if (!has(key)) problems.push(`missing ${key}`);
for (const icon of ['info', 'documents', 'remuneration', 'other', 'compensation', 'exemption']) {
  if (!has(`menu.tiles.${icon}`)) problems.push(`missing menu.tiles.${icon}`);
}

// A translation equal to Spanish in another language is usually a forgotten copy.
const identical = reference.filter((key) => ['ca', 'en', 'pt'].every((language) => locales[language].get(key) === locales.es.get(key)));

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`locales ok: ${reference.length} keys in ${languages.join(', ')}; identical in all four: ${identical.join(', ') || 'none'}`);
