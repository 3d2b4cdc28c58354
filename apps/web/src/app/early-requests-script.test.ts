import { describe, expect, it } from 'vitest';
import { earlyRequestsElementId, earlyRequestsScript, earlyResponsesGlobal, startPageRequests } from '@flexplan/domain/routing/early-requests';
import { canReadPlanData } from '@flexplan/domain/routing/route-table';
import { sessionStateOf } from '@flexplan/domain/routing/session-state';

interface Profile {
  email: string | null;
  phone: string | null;
  isPasswordDeprecated: boolean;
}

/** Runs index.html's inline script for `path` with a stored token, answering the profile read with `profile`; the URLs it asked for. */
async function urlsAsked(path: string, profile: Profile | 401): Promise<string[]> {
  const asked: string[] = [];
  const fetch = async (url: string) => {
    asked.push(url);
    if (url === '/api/profile') return profile === 401 ? new Response('{}', { status: 401 }) : Response.json(profile);
    return Response.json([]);
  };
  const block = { textContent: JSON.stringify({ requests: startPageRequests(path), modules: [], styles: [] }) };
  const window: Record<string, { responses: Record<string, Promise<Response>> }> = {};
  const document = { getElementById: (id: string) => (id === earlyRequestsElementId ? block : null), head: { appendChild: () => undefined } };
  const localStorage = { getItem: (key: string) => (key === 'flexplan.token' ? 'a-token' : null) };
  new Function('window', 'document', 'localStorage', 'fetch', earlyRequestsScript)(window, document, localStorage, fetch);
  // Every read the script keeps for the app settles (or is refused) before we look.
  await Promise.allSettled(Object.values(window[earlyResponsesGlobal]?.responses ?? {}));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return asked;
}

const complete: Profile = { email: 'laura@acme.test', phone: '600000000', isPasswordDeprecated: false };

describe('index.html’s early reads ask only what the session may read (docs/product/employee-portal.md §2)', () => {
  it('asks a complete session’s shell reads beside its profile', async () => {
    expect((await urlsAsked('/home', complete)).sort()).toEqual([...startPageRequests('/home')].sort());
  });

  it.each<[string, Profile | 401]>([
    ['no phone', { ...complete, phone: null }],
    ['a blank phone', { ...complete, phone: '  ' }],
    ['no e-mail', { ...complete, email: null }],
    ['a deprecated password', { ...complete, isPasswordDeprecated: true }],
    ['a session that has ended', 401],
  ])('asks only the profile for %s, as the route table says', async (_name, profile) => {
    for (const path of ['/home', '/cart', '/products/food', '/admin']) expect(await urlsAsked(path, profile)).toEqual(['/api/profile']);
    if (profile !== 401) {
      const state = sessionStateOf({ isLoggedIn: true, isCompanyInMaintenance: false, ...profile });
      expect(canReadPlanData({ state })).toBe(false);
    }
  });

  it('agrees with the route table for a complete session', () => {
    expect(canReadPlanData({ state: sessionStateOf({ isLoggedIn: true, isCompanyInMaintenance: false, ...complete }) })).toBe(true);
    expect(canReadPlanData({ state: 'restricted', canOpenAdminArea: true })).toBe(false);
    expect(canReadPlanData({ state: 'anonymous' })).toBe(false);
  });
});
