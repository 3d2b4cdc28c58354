/**
 * TODO(issue 17, lead): the one call site of the welcome e-mail after an import. The "accounts"
 * helper builds sendWelcomeEmail in features/welcome/welcome.service.ts (not in this branch); wire
 * it here, after the import's transaction has committed, one call per new employee. Until then it
 * sends nothing and throws nothing, and answers how many it sent (0).
 */
export async function sendWelcomeAfterImport(_companyId: number, _newUserIds: readonly number[]): Promise<number> {
  return 0;
}
