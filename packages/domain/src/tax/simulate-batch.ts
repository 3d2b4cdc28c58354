import type { z } from 'zod';
import { batchProfileSchema } from './batch-profile';
import { formatBatchResult } from './batch-result';
import { readCompleteProfile } from './read-batch-profile';
import { simulate } from './simulate';
import type { TaxProfile } from './tax-profile';
import type { TaxYear } from './tax-year';
import { taxRulesFor, taxYears } from './tax-years';

/**
 * One line of `tax:simulate`: a JSON profile in, a JSON result out (or `{"error": "…"}` naming
 * the field). Pure: the CLI and the benchmark call this and nothing else. A complete profile
 * takes the fast reader; anything else goes through the zod schema, which fills defaults or
 * names the problem. `years` is the table of parameters by year, `taxYears` unless a test pins one;
 * a year whose parameters are not published is computed with the latest ones, and its line names
 * them (`rulesYear`), as the portal does.
 */
export function simulateBatchLine(line: string, years: Readonly<Record<number, TaxYear>> = taxYears): string {
  let input: unknown;
  try {
    input = JSON.parse(line);
  } catch {
    return errorLine('the line is not valid JSON');
  }
  const profile = readCompleteProfile(input) ?? parseWithSchema(input);
  if (typeof profile === 'string') return errorLine(profile);
  const rules = taxRulesFor(profile.year, years);
  if (rules === null) return errorLine(`year: no tax parameters for ${profile.year} or before (known: ${Object.keys(years).join(', ')})`);
  return formatBatchResult(simulate(profile, rules.taxYear), rules.isProvisional ? rules.rulesYear : null);
}

/** The validated profile, or the message naming every problem. */
function parseWithSchema(input: unknown): TaxProfile | string {
  const parsed = batchProfileSchema.safeParse(input);
  return parsed.success ? parsed.data : describeIssues(parsed.error);
}

function errorLine(message: string): string {
  return JSON.stringify({ error: message });
}

/** "descendants.0.birthYear: not after the tax year; grossAnnual: …" */
function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : 'profile'}: ${issue.message}`).join('; ');
}
