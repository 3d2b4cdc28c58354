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

  it('lists a folder and removes a file, and neither minds a folder or file that is not there', async () => {
    const storage = createLocalStorage(newRoot());
    expect(await storage.list('imports')).toEqual([]);
    await storage.put('imports', 'a.json', '1');
    await storage.put('imports', 'b.json', '2');
    expect((await storage.list('imports')).sort()).toEqual(['a.json', 'b.json']);

    await storage.remove('imports', 'a.json');
    await storage.remove('imports', 'a.json');

    expect(await storage.exists('imports', 'a.json')).toBe(false);
    expect(await storage.list('imports')).toEqual(['b.json']);
    await expect(storage.remove('imports', '../b.json')).rejects.toThrow(/Unsafe storage path/);
  });
});
