// Comments and docs cite only what a maintainer can open in this repository: a section of
// docs/product/ or a decision file of docs/decisions/. This finds citations of what is not here
// (an issue number, the specification's parts, the folder outside the repository, the old
// single decisions file) and rewrites the ones it can rewrite safely.
//
//   node scripts/check-citations.mjs --check   exit 1, listing file:line for each citation left
//   node scripts/check-citations.mjs --fix     rewrite what it can, then list what is left
//
// --fix is safe to run again on a tree that moved: it only touches the patterns below, and it also
// writes the index of docs/decisions/README.md from the decision files' own title and status lines.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const self = path.relative(root, fileURLToPath(import.meta.url));
const mode = process.argv[2];
if (mode !== '--check' && mode !== '--fix' && mode !== '--index') {
  console.error('usage: node scripts/check-citations.mjs --check | --fix');
  process.exit(2);
}

const roots = ['apps/', 'packages/', 'scripts/', 'e2e/', 'docs/', 'bench/', '.ci/'];
const topLevel = new Set(['README.md', 'eslint.config.js', 'vitest.config.ts']);
const textFile = /\.(ts|tsx|js|mjs|cjs|md|json|jsonc|yml|yaml|css|html|sql|sh|txt)$/;
// Generated from sources this script checks (the zod schemas' descriptions), or data.
const generated = new Set(['docs/openapi.json']);
// Committed migrations are history: a database that ran one must find the same file (comments included).
const isHistory = (file) => /^apps\/server\/src\/db\/migrations\//.test(file);
const isGenerated = (file) =>
  generated.has(file) || isHistory(file) || /(^|\/)(package-lock\.json|dist\/|results\/|__snapshots__\/)/.test(file) || /\/locales\/[a-z]{2}\.json$/.test(file);

const PRODUCT = 'docs/product';
const PART1 = `${PRODUCT}/employee-portal.md`;
const BENEFITS = `${PRODUCT}/benefits-and-simulation.md`;
const CART = `${PRODUCT}/cart-and-contracts.md`;
const TAX = `${PRODUCT}/tax-rules.md`;

/** What a citation of something outside the repository looks like. */
const findings = [
  { what: 'an issue number', re: /\b[Ii]ssues?\s+#?\d+/ },
  { what: 'a part of the specification', re: /\b[Ss]pec(?:'s)?\s+parts?\s+\d|(?<![\w/.-])[Pp]arts?\s+[12]\s*§|\b[Ss]pec\s*§\s*\d/ },
  { what: 'the folder outside the repository', re: /\.\.\/shared\/(?:DESIGN|STYLE|STACK|spec|tax|hooks)\b|\/work\/shared\b|\bES-2026\.md\b/ },
  { what: 'docs/decisions.md (now one file per decision)', re: /\bdecisions\.md\b/ },
];

function listFiles() {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' });
  return out
    .split('\0')
    .filter(Boolean)
    .filter((f) => (roots.some((r) => f.startsWith(r)) || topLevel.has(f)) && (textFile.test(f) || f.startsWith('.ci/')) && f !== self && !isGenerated(f))
    .filter((f) => existsSync(path.join(root, f)));
}

// ---- decisions -------------------------------------------------------------------------------

const decisionsDir = path.join(root, 'docs/decisions');
const normalise = (s) => s.toLowerCase().replace(/[`*_]/g, '').replace(/[’‘]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, ' ').trim();

function readDecisions() {
  return readdirSync(decisionsDir)
    .filter((f) => /^\d{3}-.*\.md$/.test(f))
    .sort()
    .map((file) => {
      const text = readFileSync(path.join(decisionsDir, file), 'utf8');
      const title = /^# (\d{3}) — (.+)$/m.exec(text);
      const status = /^- Status: (.+)$/m.exec(text);
      return { file, n: file.slice(0, 3), title: title?.[2].trim() ?? '', status: status?.[1].trim() ?? '', hasTitle: Boolean(title) };
    });
}
const decisions = readDecisions();

/** The one decision a quoted title names (its start, or a part of it), if exactly one. */
function decisionByTitle(quoted) {
  const q = normalise(quoted).replace(/[.…]+$/, '');
  if (q.length < 6) return null;
  for (const test of [(t) => t === q, (t) => t.startsWith(q), (t) => t.includes(q)]) {
    const hits = decisions.filter((d) => test(normalise(d.title)));
    if (hits.length === 1) return hits[0];
    if (hits.length > 1) return null;
  }
  return null;
}

function writeIndex() {
  const readme = path.join(decisionsDir, 'README.md');
  const text = readFileSync(readme, 'utf8');
  const start = '<!-- index:start -->';
  const end = '<!-- index:end -->';
  if (!text.includes(start) || !text.includes(end)) return { changed: false, text };
  const plainStatus = (s) => s.replace(/\[(\d{3})\]\([^)]*\)/g, '$1');
  const rows = decisions.map((d) => `| [${d.n}](${d.file}) | ${d.title.replace(/\|/g, '\\|')} | ${plainStatus(d.status)} |`);
  const table = ['| # | decision | status |', '|---|---|---|', ...rows].join('\n');
  const next = text.slice(0, text.indexOf(start) + start.length) + '\n' + table + '\n' + text.slice(text.indexOf(end));
  return { changed: next !== text, text: next, readme };
}

/** "superseded by [NNN](NNN-title.md)" when that decision's file exists, else the number alone. */
function statusLink(n) {
  const target = decisions.find((d) => d.n === n);
  return target ? `superseded by [${n}](${target.file})` : `superseded by ${n}`;
}

/** Statuses that name a decision not written yet: said, not failed (another branch may be writing it). */
function decisionWarnings() {
  const warnings = [];
  for (const d of decisions) {
    for (const [, n] of d.status.matchAll(/superseded by \[?(\d{3})/g)) {
      if (!decisions.some((x) => x.n === n)) warnings.push(`docs/decisions/${d.file}:4  superseded by ${n}, which has no file yet`);
    }
  }
  return warnings;
}

function decisionProblems() {
  const problems = [];
  for (const d of decisions) {
    const where = `docs/decisions/${d.file}:1`;
    if (!d.hasTitle) problems.push(`${where}  the first line is not "# ${d.n} — Title"`);
    if (!/^(accepted|superseded by \[?\d{3}|accepted, in part superseded by \[?\d{3})/.test(d.status))
      problems.push(`${where}  no "- Status: accepted" or "superseded by NNN" line`);
    const text = readFileSync(path.join(decisionsDir, d.file), 'utf8');
    for (const [, target] of text.matchAll(/\]\(((?!https?:)[^)#\s]+\.md)(?:#[^)]*)?\)/g)) {
      if (!existsSync(path.join(decisionsDir, target))) problems.push(`${where}  links to ${target}, which does not exist`);
    }
  }
  if (writeIndex().changed) problems.push('docs/decisions/README.md:1  the index is out of step with the decision files (run --fix)');
  return problems;
}

// ---- rewriting -------------------------------------------------------------------------------

const cartWords =
  /\b(cart|carts|contract|contracts|contracted|checkout|check out|sign|signs|signed|signing|accept|accepts|accepted|acceptance|purchase|purchases)\b/i;
const benefitsSections =
  /^("?start month|renting|life insurance|life-axa|life axa|life|health insurance|health|saving plan|kindergarten|formation|food voucher|food|transport|tickets|lottery|general|benefit|simulation|bags|details|rate tables|formation info|kindergarten info|whoaffect|periodoptions|contractmethod|agegroup|inactive product|expiry|start month|product page)\b/i;
const cartSections = /^(next step|product answers|contract item|contract|cart page|cart|purchase|contract status|status texts|labels)\b/i;

/** Which part-2 file a citation belongs to: the section's name after §N if it has one, else the words around it. */
function part2File(after, context) {
  const name = after.replace(/^[\s,–-]*(?:§\s*\d+[\s,–-]*)*/, '');
  if (cartSections.test(name)) return CART;
  if (benefitsSections.test(name)) return BENEFITS;
  const words = context.replace(/saving[- ]plan baskets?|baskets? of (a|the) saving/gi, '');
  // §5 of the cart file is only the step to signing and the answers; every category's rules are the benefits file's.
  if (/^[\s,]*§\s*5\b/.test(after))
    return /\b(next step|"next"|checkout|check out|sign|signing|purchase|answers?|questionnaire)\b/i.test(words) ? CART : BENEFITS;
  // §2 of the cart file is the cart page alone; §4 of the benefits file holds the start month, expiry and a saving plan in force.
  if (/^[\s,]*§\s*2\b/.test(after))
    return /\/cart\b|cart page|confirm(?:s|ing)? (?:the )?data|\bsign(?:s|ing)?\b|checkout|drop-?down|empty cart/i.test(words) ? CART : BENEFITS;
  if (/^[\s,]*§\s*4\b/.test(after) && /start month|expir|saving[- ]plan|preselect/i.test(words) && !/status text|effective (?:june|december)/i.test(words))
    return BENEFITS;
  return cartWords.test(words) ? CART : BENEFITS;
}

/** The comment or paragraph a position is in: its line, and the lines around it that continue it. */
function contextAt(text, index) {
  const lines = text.split('\n');
  let at = text.slice(0, index).split('\n').length - 1;
  const isComment = (line) => /^\s*(\*|\/\/|\/\*|#|--)/.test(line ?? '');
  const continues = isComment(lines[at]) ? isComment : (line) => (line ?? '').trim() !== '' && !isComment(line);
  let first = at;
  let last = at;
  while (first > 0 && continues(lines[first - 1]) && !/\*\/\s*$/.test(lines[first - 1])) first -= 1;
  while (last < lines.length - 1 && continues(lines[last + 1]) && !/\*\/\s*$/.test(lines[last])) last += 1;
  return lines.slice(first, last + 1).join('\n');
}

function fixText(text, file) {
  let out = text;
  const inDecisions = file.startsWith('docs/decisions/');
  const inProduct = file.startsWith(`${PRODUCT}/`);
  const rel = (target) => (inDecisions && target.startsWith('docs/decisions/') ? target.slice('docs/decisions/'.length) : target);

  // docs/decisions.md "Title"[, "Title"…] → the decision files. A title may wrap onto the next comment line.
  const wrap = String.raw`(?:\s*\n\s*(?:\*|//|#)?\s*)`;
  const quoted = String.raw`"([^"\n]+(?:${wrap}[^"\n]+)*)"`;
  const quotedPlain = quoted.replace('"(', '"(?:');
  const cite = new RegExp(
    String.raw`(?:docs/)?decisions\.md(?:,|:)?(?:[ \t]+\d{4}-\d{2}-\d{2},?)?(?:${wrap}|[ \t])?(?:\(?\s?)${quoted}((?:,${wrap}?\s?${quotedPlain})*)(\)?)`,
    'g',
  );
  out = out.replace(cite, (all, first, rest, close) => {
    const titles = [first, ...[...rest.matchAll(new RegExp(quoted, 'g'))].map((m) => m[1])].map((t) => t.replace(new RegExp(wrap, 'g'), ' '));
    const hits = titles.map(decisionByTitle);
    if (hits.some((h) => !h)) return all;
    const opened = /decisions\.md(?:,|:)?\s?\(/.test(all);
    return hits.map((h) => rel(`docs/decisions/${h.file}`)).join(', ') + (opened ? '' : close);
  });

  // The specification's parts → the requirements in docs/product/.
  if (!inProduct) {
    out = out.replace(/\b[Ss]pec(?:'s)?\s+part\s+1\b(?!\d)/g, PART1);
    out = out.replace(/(?<![\w/.-])[Pp]art\s+1(\s*§)/g, `${PART1}$1`);
    out = out.replace(/\b[Ss]pec(?:'s)?\s+part\s+2\b(?!\d)([^\n]{0,40})/g, (all, after, offset) => `${part2File(after, contextAt(out, offset))}${after}`);
    out = out.replace(/(?<![\w/.-])[Pp]art\s+2(\s*§[^\n]{0,40})/g, (all, after, offset) => `${part2File(after, contextAt(out, offset))}${after}`);
  }

  // The tax file outside the repository → its requirements in docs/product/tax-rules.md.
  out = out.replace(/(?:\.\.\/shared\/|\/work\/shared\/)?(?:tax\/)?ES-2026\.md/g, inProduct ? 'tax-rules.md' : TAX);

  // Issue numbers. First a parenthetical that is only the citation, then the citation leading or ending one.
  // Between its words a citation may wrap onto the next comment line.
  const gap = String.raw`(?:[ \t]+|[ \t]*\n[ \t]*(?:\*|//|#)?[ \t]*)`;
  const issue = String.raw`[Ii]ssues?${gap}#?\d+(?:(?:,|;)?${gap}(?:findings?|items?)${gap}\d+(?:(?:,${gap}?|${gap}and${gap})\d+)*)?(?:,?[ \t]+[A-Z][\w-]*[ \t]+section)?`;
  out = out.replace(new RegExp(String.raw` ?\((?:see[ \t]+)?${issue}\)`, 'g'), '');
  out = out.replace(new RegExp(String.raw`\((?:see[ \t]+)?${issue}[ \t]*[:;,]${gap}?`, 'g'), '(');
  out = out.replace(new RegExp(String.raw`[ \t]*[,;][ \t]*${issue}(?=[ \t]*[):])`, 'g'), '');
  out = out.replace(new RegExp(String.raw`(\(|\[)([^()\n]*?)[,;][ \t]*${issue}[ \t]*[,;][ \t]*`, 'g'), '$1$2; ');
  // "Issue 16. The server…", "/** Issue 17 item 3: the audit log…", "Issue 17, product activation…"
  out = out.replace(
    new RegExp(String.raw`(^|\n[ \t]*(?:\*|//|#|-)?[ \t]*|/\*\*?[ \t]*|[.!?][ \t]+|\{/\*[ \t]*)${issue}(?:[ \t]*[.:][ \t]+|,[ \t]+(?=[a-z]))(\S)`, 'g'),
    (all, lead, first) => `${lead}${first.toUpperCase()}`,
  );
  return out;
}

// ---- main ------------------------------------------------------------------------------------

const files = listFiles();
let changedFiles = 0;
if (mode === '--fix') {
  for (const file of files) {
    const full = path.join(root, file);
    const text = readFileSync(full, 'utf8');
    const next = fixText(text, file);
    if (next !== text) {
      writeFileSync(full, next);
      changedFiles += 1;
    }
  }
}
if (mode !== '--check') {
  // A status names the decision that replaced it by number; linked once that file exists.
  for (const d of decisions) {
    const full = path.join(decisionsDir, d.file);
    const text = readFileSync(full, 'utf8');
    const next = text.replace(/^(- Status: .*)$/m, (line) =>
      line.replace(/superseded by (?:\[(\d{3})\]\([^)]*\)|(\d{3}))/g, (all, linked, plain) => statusLink(linked ?? plain)),
    );
    if (next !== text) {
      writeFileSync(full, next);
      d.status = /^- Status: (.+)$/m.exec(next)[1].trim();
      changedFiles += 1;
    }
  }
  // --index writes only the decisions index; --fix writes it after the rest.
  const index = writeIndex();
  if (index.changed) {
    writeFileSync(index.readme, index.text);
    changedFiles += 1;
  }
}

const left = [];
for (const file of files) {
  const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
  lines.forEach((line, i) => {
    for (const f of findings) if (f.re.test(line)) left.push(`${file}:${i + 1}  cites ${f.what}: ${line.trim().slice(0, 140)}`);
  });
}
left.push(...decisionProblems());

if (mode !== '--check') console.log(`check-citations: rewrote ${changedFiles} file(s).`);
const warnings = decisionWarnings();
if (warnings.length) console.log(`${warnings.join('\n')}\n(warning only: run --fix once those decisions exist, to link them)`);
if (left.length) {
  console.log(left.join('\n'));
  console.log(`\ncheck-citations: ${left.length} citation(s) of what is not in the repository. Point them at docs/product/ or docs/decisions/.`);
  process.exit(1);
}
console.log('check-citations: every citation points into the repository.');
