import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage';

const roots: string[] = [];
function newRoot(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'flexplan-storage-'));
  roots.push(root);
  return root;
}
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('createLocalStorage', () => {
  it("keeps what it stores to the server's user: folders 0700, files 0600", async () => {
    const root = newRoot();
    const storage = createLocalStorage(path.join(root, 'storage'));

    await storage.put('documents', 'invoice.pdf', Buffer.from('%PDF-1.7'));

    expect(statSync(path.join(root, 'storage')).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(root, 'storage', 'documents')).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(root, 'storage', 'documents', 'invoice.pdf')).mode & 0o777).toBe(0o600);
    expect((await storage.find('documents', 'invoice.pdf'))?.toString()).toBe('%PDF-1.7');
  });

  it('refuses a name that would leave its folder', async () => {
    const storage = createLocalStorage(newRoot());
    await expect(storage.put('documents', '../escape', 'x')).rejects.toThrow(/Unsafe storage path/);
  });
});
