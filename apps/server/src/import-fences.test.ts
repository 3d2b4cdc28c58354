import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverDir } from './server-paths';

// The arrows of docs/architecture.md hold only while eslint.config.js says them: each case lints a
// file that is not on the disk, as if it were at `file`, with the repository's own config.
const repoRoot = path.resolve(serverDir, '../..');

describe('the import fences of eslint.config.js (docs/decisions/120-arrows-one-way-enforced.md)', () => {
  let eslint: ESLint;
  beforeAll(() => {
    eslint = new ESLint({ cwd: repoRoot });
  });

  async function rulesBroken(file: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
    return result!.messages.map((message) => message.ruleId ?? message.message);
  }

  it('refuses a plugin that imports a feature, even through a dynamic import()', { timeout: 120_000 }, async () => {
    const code =
      "import { findTaxYear } from '../features/tax/tax.repository';\nexport const later = () => import('../features/auth/auth.service');\nexport { findTaxYear };\n";
    expect(await rulesBroken('apps/server/src/plugins/probe.ts', code)).toEqual(['import-x/no-restricted-paths', 'import-x/no-restricted-paths']);
  });

  it('refuses the web app importing the server from any folder, and a web feature importing another', { timeout: 120_000 }, async () => {
    const server = "import { loadConfig } from '../../../server/src/config';\nexport { loadConfig };\n";
    expect(await rulesBroken('apps/web/src/app/probe.ts', server)).toEqual(['import-x/no-restricted-paths']);
    expect(await rulesBroken('apps/web/src/shared/probe.ts', server)).toEqual(['import-x/no-restricted-paths']);
    const otherFeature = "import * as family from '../family/api/list-family';\nexport { family };\n";
    expect(await rulesBroken('apps/web/src/features/cart/probe.ts', otherFeature)).toEqual(['import-x/no-restricted-paths']);
  });

  it('refuses an import circle', { timeout: 120_000 }, async () => {
    // mail-scrub.ts imports redact-query.ts: redact-query importing it back closes a circle.
    const code = "import { scrubSentMail } from '../mail/mail-scrub';\nexport { scrubSentMail };\n";
    expect(await rulesBroken('apps/server/src/plugins/redact-query.ts', code)).toEqual(['import-x/no-cycle']);
  });

  it('lets a feature reach another through its service, and a plugin import infrastructure', { timeout: 120_000 }, async () => {
    const viaService = "import { findCompanyOfHost } from '../company/company.service';\nexport { findCompanyOfHost };\n";
    expect(await rulesBroken('apps/server/src/features/checkout/probe.ts', viaService)).toEqual([]);
    const infrastructure = "import { hashToken } from '../security/opaque-token';\nexport { hashToken };\n";
    expect(await rulesBroken('apps/server/src/plugins/probe.ts', infrastructure)).toEqual([]);
  });
});
