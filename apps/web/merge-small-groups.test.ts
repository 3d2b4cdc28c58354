import { describe, expect, it } from 'vitest';
import { mergeSmallGroups, type PageSetGroup } from './merge-small-groups.ts';

const group = (pages: string[], size: number, name = pages.join('+')): PageSetGroup => ({ pages: new Set(pages), modules: [name], size });
const never = () => false;

describe('merging small page-set groups (issue 16: fewer, larger files)', () => {
  it('joins a small group to the one that makes the fewest bytes loaded for nothing', () => {
    const merged = mergeSmallGroups(
      [group(['home', 'cart'], 2_000, 'small'), group(['home', 'cart', 'profile'], 20_000, 'near'), group(['admin'], 20_000, 'far')],
      never,
    );
    // Into `near`: profile then loads the 2 kB it does not use; into `far`, every page would waste more.
    expect(merged.find((g) => g.modules.includes('small'))?.modules.sort()).toEqual(['near', 'small']);
    expect([...(merged.find((g) => g.modules.includes('small'))?.pages ?? [])].sort()).toEqual(['cart', 'home', 'profile']);
    expect(merged.find((g) => g.modules.includes('far'))?.modules).toEqual(['far']);
  });

  it('merges again until every group is big enough, and leaves the login pages’ groups alone', () => {
    const login = group(['login', 'home'], 500, 'login');
    const groups = [login, group(['home'], 3_000, 'a'), group(['home', 'cart'], 4_000, 'b'), group(['cart'], 5_000, 'c')];
    const merged = mergeSmallGroups(groups, (g) => g === login);
    expect(merged).toContain(login);
    expect(merged.filter((g) => g !== login).every((g) => g.size >= 10_000)).toBe(true);
    expect(merged.flatMap((g) => g.modules).sort()).toEqual(['a', 'b', 'c', 'login']);
  });

  it('keeps a lone small group: there is nothing to merge it with', () => {
    expect(mergeSmallGroups([group(['home'], 100)], never)).toHaveLength(1);
  });
});
