import { isCategoryAlias } from '../benefits/category';

/**
 * Early requests: the API reads a logged-in page asks first, started by a tiny inline
 * script in index.html as the HTML arrives, rather than once the app's code has downloaded and
 * run (on a phone, seconds later). The server writes the list for the path opened; the script
 * sends each with the stored token; the web app's API client takes an answer instead of asking
 * again (apps/web/src/shared/api/early-responses.ts).
 */

/**
 * The JSON data block the script reads: the API URLs to ask, then the page's code and stylesheets
 * to preload, which go after the reads: on HTTP/1.1's six connections, forty files first would
 * hold back the profile the route guard waits for.
 */
export interface EarlyRequests {
  requests: string[];
  modules: string[];
  styles: string[];
}

/** The id of the data block. */
export const earlyRequestsElementId = 'flexplan-early-requests';

/** The global the script leaves its answers under: `{ token, responses: { [url]: Promise<Response> } }`. */
export const earlyResponsesGlobal = '__flexplanEarly';

/** The read every logged-in page starts with: the session's profile, which says what else it may read. */
export const profileRequest = '/api/profile';

/**
 * The script, constant so that the CSP allows it by its hash (apps/server/src/plugins/security.ts).
 * Without a token (no session) it does nothing: the page will be the login's. It asks the profile
 * first and the page's other reads once the profile says the session may read them: e-mail and
 * phone on file and a current password, the domain's `canReadPlanData` (apps/web/src/app/early-requests-script.test.ts keeps the two
 * in step). A restricted session is then asked for nothing the API would refuse with 403
 * (docs/decisions/040-restricted-session-reads.md); a complete one gets them a profile's answer
 * later, still long before the app's code has arrived. Each promise gets a catch so that a failed
 * request nobody takes is not an unhandled rejection; the API client still sees the failure. The
 * links are those Vite's preload helper would add, crossorigin included.
 */
export const earlyRequestsScript =
  `(function(){try{var t=localStorage.getItem('flexplan.token'),l=document.getElementById('${earlyRequestsElementId}');` +
  `if(!t||!l)return;var d=JSON.parse(l.textContent),h={Accept:'application/json',Authorization:'Bearer '+t},r={},P='${profileRequest}';` +
  `function q(u){return fetch(u,{headers:h,credentials:'include'})}function c(p){p.catch(function(){});return p}` +
  `function f(v){return typeof v==='string'&&v.trim()!==''}` +
  `var p=r[P]=c(q(P)),ok=c(p.then(function(a){return a.ok?a.clone().json():null}).then(function(u){return !!u&&f(u.email)&&f(u.phone)&&!u.isPasswordDeprecated}));` +
  `d.requests.forEach(function(u){if(u!==P)r[u]=c(ok.then(function(y){if(y)return q(u);delete r[u];throw new Error('restricted')}))});` +
  `window.${earlyResponsesGlobal}={token:t,responses:r};` +
  `function k(rel,href,as){var e=document.createElement('link');e.rel=rel;e.href=href;e.crossOrigin='';if(as)e.as=as;document.head.appendChild(e)}` +
  `d.modules.forEach(function(m){k('modulepreload',m)});d.styles.forEach(function(c){k('preload',c,'style')})}catch(e){}})()`;

const shellPaths = /^\/(home|profile|flexible|other|privacy-policy|documents(\/user)?|compensation|payslip|best-plan|cart|admin|products\/[^/]+)$/;

/** A page inside the portal's shell (a path without its trailing slash), whose header reads the family and the plan year's bags. */
export function isShellPage(page: string): boolean {
  return shellPaths.test(page);
}

/**
 * The API URLs a page opened at `path` asks first with a session, as the web app's start asks them
 * (apps/web/src/app/start-page-data.ts and main.tsx; a test there keeps the two in step): the
 * profile (the route guard), and on the shell's pages the family and the bags, the home's news
 * and a product page's catalogue. None for the login pages, which have no session.
 */
export function startPageRequests(path: string): string[] {
  const page = path.replace(/\/+$/, '') || '/';
  if (page === '/') return [profileRequest];
  if (!isShellPage(page)) return [];
  const urls = [profileRequest, '/api/families', '/api/bags'];
  if (page === '/home') urls.push('/api/messages');
  const alias = /^\/products\/([^/]+)$/.exec(page)?.[1];
  if (alias && isCategoryAlias(alias)) urls.push(`/api/modalities/by-category/${alias}`);
  return urls;
}
