import { describe, expect, it } from 'vitest';
import { createKeptResponses, type KeptResponseOwner } from './kept-responses';

const body = (text: string) => ({ body: Buffer.from(text), contentType: 'application/json; charset=utf-8' });
const laura: KeptResponseOwner = { sessionId: 10, userId: 1, companyId: 1, scope: 'user' };
const pablo: KeptResponseOwner = { sessionId: 20, userId: 2, companyId: 1, scope: 'user' };
const acmeAdmin: KeptResponseOwner = { sessionId: 30, userId: 3, companyId: 1, scope: 'company' };
const joao: KeptResponseOwner = { sessionId: 40, userId: 4, companyId: 2, scope: 'user' };

function keptAll() {
  const kept = createKeptResponses();
  kept.keep('laura', laura, body('{"laura":1}'));
  kept.keep('pablo', pablo, body('{"pablo":1}'));
  kept.keep('admin', acmeAdmin, body('{"people":[]}'));
  kept.keep('joao', joao, body('{"joao":1}'));
  return kept;
}
const keysOf = (kept: ReturnType<typeof createKeptResponses>) => ['laura', 'pablo', 'admin', 'joao'].filter((key) => kept.get(key));

describe('kept responses', () => {
  it('answers what was kept, as it was kept', () => {
    expect(keptAll().get('laura')?.body.toString()).toBe('{"laura":1}');
  });

  it("drops a user's change with that user's answers and the company's lists, no one else's", () => {
    const kept = keptAll();
    kept.dropUsers(1, new Set([1]));
    expect(keysOf(kept)).toEqual(['pablo', 'joao']);
  });

  it("drops a user's answers of that company only: the same id of another company's is another person", () => {
    const kept = keptAll();
    kept.keep('globex one', { sessionId: 50, userId: 1, companyId: 2, scope: 'user' }, body('{"one":1}'));
    kept.dropUsers(2, new Set([4]));
    expect(keysOf(kept)).toEqual(['laura', 'pablo', 'admin']);
    expect(kept.get('globex one')).toBeDefined();
    kept.dropUsers(1, new Set([1, 2]));
    expect(keysOf(kept)).toEqual([]);
    expect(kept.get('globex one')).toBeDefined();
  });

  it('drops an answer kept again under its key by its last owner', () => {
    const kept = keptAll();
    kept.keep('laura', pablo, body('{"pablo":2}'));
    kept.dropUsers(1, new Set([1]));
    expect(kept.get('laura')?.body.toString()).toBe('{"pablo":2}');
    kept.dropUsers(1, new Set([2]));
    expect(kept.get('laura')).toBeUndefined();
  });

  it("drops a company-wide change with every answer of that company's", () => {
    const kept = keptAll();
    kept.dropCompanies(new Set([1]));
    expect(keysOf(kept)).toEqual(['joao']);
  });

  it("drops an ended session's answers", () => {
    const kept = keptAll();
    kept.dropSessions(new Set([20, 40]));
    expect(keysOf(kept)).toEqual(['laura', 'admin']);
  });

  it('keeps within its bound in bytes, the least recently read going first', () => {
    const kept = createKeptResponses({ maxBytes: 1_000 });
    kept.keep('first', laura, body('x'.repeat(400)));
    kept.keep('second', pablo, body('y'.repeat(400)));
    expect(kept.size).toBe(1);
    expect(kept.get('second')).toBeDefined();
    kept.keep('huge', joao, body('z'.repeat(2_000)));
    expect(kept.get('huge')).toBeUndefined();
    // What eviction took out of the indexes no longer answers a drop.
    kept.dropCompanies(new Set([1, 2]));
    expect(kept.size).toBe(0);
  });
});
