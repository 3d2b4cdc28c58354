// The verdicts of a fault or scale-out run: each check printed as it is decided, a summary at the
// end, and the same as JSON for whoever wants the figures (test-results/<name>/checks.json).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function createCheckList(name) {
  const checks = [];
  const figures = {};
  return {
    check(title, isOk, detail = '') {
      checks.push({ title, ok: Boolean(isOk), detail });
      console.log(`${isOk ? '  ✓' : '  ✗'} ${title}${detail ? ` — ${detail}` : ''}`);
      return Boolean(isOk);
    },
    figure(key, value) {
      figures[key] = value;
    },
    get failed() {
      return checks.filter((c) => !c.ok).length;
    },
    write(root) {
      const dir = path.join(root, 'test-results', name);
      mkdirSync(dir, { recursive: true });
      const passed = checks.length - this.failed;
      writeFileSync(path.join(dir, 'checks.json'), `${JSON.stringify({ passed, failed: this.failed, checks, figures }, null, 2)}\n`);
      console.log(`${name}: ${passed} checks passed, ${this.failed} failed`);
    },
  };
}
