import { earlyResponsesGlobal } from '@flexplan/domain/routing/early-requests';
import { whenLoaded } from '../when-loaded';

interface EarlyResponses {
  token: string;
  responses: Record<string, Promise<Response> | undefined>;
}

function earlyResponses(): EarlyResponses | undefined {
  return (window as unknown as Record<string, EarlyResponses | undefined>)[earlyResponsesGlobal];
}

/** Drops every answer not taken yet: after a write, or once the page has loaded, they may be stale. */
export function dropEarlyResponses(): void {
  delete (window as unknown as Record<string, unknown>)[earlyResponsesGlobal];
}

/**
 * The answer index.html's inline script already asked for this GET (domain routing/early-requests),
 * taken once, when it went with the token the app holds now; otherwise undefined and the caller
 * asks itself. They serve the page load's first reads only: the app asks for them as it starts,
 * before the load event, which drops the rest.
 */
export function takeEarlyResponse(url: string, token: string | null): Promise<Response> | undefined {
  const early = earlyResponses();
  if (!early || token === null || early.token !== token) return undefined;
  const response = early.responses[url];
  delete early.responses[url];
  return response;
}

if (typeof window !== 'undefined') whenLoaded(dropEarlyResponses);
