import { describe, expect, it } from 'vitest';
import { mergePageSetGroups, type PageSetGroup } from './merge-page-set-groups.ts';

const group = (pages: string[], size: number, name = pages.join('+')): PageSetGroup => ({ pages: new Set(pages), modules: [name], size });
const never = () => false;
const groupOf = (groups: PageSetGroup[], module: string) => groups.find((g) => g.modules.includes(module));

describe('merging page-set groups: fewer files, few bytes loaded for nothing', () => {
  it('joins groups the same pages load: a file fewer on each, nothing wasted', () => {
    const merged = mergePageSetGroups([group(['home', 'cart'], 90_000, 'a'), group(['home', 'cart'], 80_000, 'b')], never);
    expect(merged).toHaveLength(1);
    expect(merged[0]?.modules.sort()).toEqual(['a', 'b']);
  });

  it('joins a small group to the one that saves most, not where pages would load more for nothing', () => {
    const merged = mergePageSetGroups(
      [group(['home', 'cart'], 2_000, 'small'), group(['home', 'cart', 'profile'], 20_000, 'near'), group(['admin'], 20_000, 'far')],
      never,
    );
    // Into `near`: home and cart load a file fewer, profile 2 kB it does not use; `far` shares no page.
    expect(groupOf(merged, 'small')?.modules.sort()).toEqual(['near', 'small']);
    expect([...(groupOf(merged, 'small')?.pages ?? [])].sort()).toEqual(['cart', 'home', 'profile']);
    expect(groupOf(merged, 'far')?.modules).toEqual(['far']);
  });

  it('keeps groups apart when a page would load more for nothing than the file saved is worth', () => {
    // Merged, /admin would load 60 kB it never uses to save home and cart one request each.
    const merged = mergePageSetGroups([group(['home', 'cart', 'admin'], 20_000, 'shared'), group(['home', 'cart'], 60_000, 'big')], never, 15_000);
    expect(merged).toHaveLength(2);
  });

  it('leaves the login pages’ groups alone', () => {
    const login = group(['login', 'home'], 500, 'login');
    const merged = mergePageSetGroups([login, group(['home'], 3_000, 'a'), group(['home', 'cart'], 4_000, 'b')], (g) => g === login);
    expect(merged).toContain(login);
    expect(merged.flatMap((g) => g.modules).sort()).toEqual(['a', 'b', 'login']);
  });

  it('keeps a lone group: there is nothing to merge it with', () => {
    expect(mergePageSetGroups([group(['home'], 100)], never)).toHaveLength(1);
  });
});
