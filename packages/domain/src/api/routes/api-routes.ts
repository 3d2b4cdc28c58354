import { accessRoutes } from './access-routes';
import { adminContractReviewRoutes } from './admin-contract-review-routes';
import { adminRoutes } from './admin-routes';
import { cartRoutes } from './cart-routes';
import { companySettingsRoutes } from './company-settings-routes';
import { homeRoutes } from './home-routes';
import { legalTextsRoutes } from './legal-texts-routes';
import { newsRoutes } from './news-routes';
import { platformRoutes } from './platform-routes';
import { profileRoutes } from './profile-routes';
import { storageRoutes } from './storage-routes';
import { taxYearRoutes } from './tax-year-routes';

/**
 * Every API route: method and path under /api → its schemas, operationId and summary
 * (docs/decisions/160-one-typed-route-table.md). The server registers each route from its entry,
 * the web client takes its types from it (types only: no schema reaches the browser's bundle this
 * way), and docs/openapi.json is generated from the routes so registered.
 */
export const apiRoutes = {
  ...accessRoutes,
  ...profileRoutes,
  ...storageRoutes,
  ...homeRoutes,
  ...cartRoutes,
  ...adminRoutes,
  ...adminContractReviewRoutes,
  ...companySettingsRoutes,
  ...platformRoutes,
  ...newsRoutes,
  ...legalTextsRoutes,
  ...taxYearRoutes,
};

export type ApiRoutes = typeof apiRoutes;
export type ApiRouteName = keyof ApiRoutes;
