import { earlyResponsesGlobal } from '@flexplan/domain/routing/early-requests';
import { whenLoaded } from '../when-loaded';

interface EarlyResponses {
  token: string;
  responses: Record<string, Promise<Response> | undefined>;
}

function earlyResponses(): EarlyResponses | undefined {
  return (window as unknown as Record<string, EarlyResponses | undefined>)[earlyResponsesGlobal];
}

/**
 * Drops every answer not taken yet: after a write, or once the app has asked its start page's
 * reads, they may be stale. Each body is cancelled: an answer nobody reads would otherwise hold
 * its request open.
 */
export function dropEarlyResponses(): void {
  const early = earlyResponses();
  delete (window as unknown as Record<string, unknown>)[earlyResponsesGlobal];
  for (const response of Object.values(early?.responses ?? {})) {
    response?.then((r) => r.body?.cancel()).catch(() => undefined);
  }
}

/**
 * The answer index.html's inline script already asked for this GET (domain routing/early-requests),
 * taken once, when it went with the token the app holds now; otherwise undefined and the caller
 * asks itself. They serve the page load's first reads only: the app asks for them as it starts
 * (main.tsx, once the profile says which the session may read) and then drops the rest, before its
 * first render; the load event drops them too, unless the app is still waiting for its start.
 */
export function takeEarlyResponse(url: string, token: string | null): Promise<Response> | undefined {
  const early = earlyResponses();
  if (!early || token === null || early.token !== token) return undefined;
  const response = early.responses[url];
  delete early.responses[url];
  return response;
}

/** Holds the drop at the load event back until the app has asked its start page's reads (main.tsx). */
let isStartPending = false;
export function holdEarlyResponsesUntilStarted(): () => void {
  isStartPending = true;
  return () => {
    isStartPending = false;
    dropEarlyResponses();
  };
}

if (typeof window !== 'undefined') whenLoaded(() => isStartPending || dropEarlyResponses());
