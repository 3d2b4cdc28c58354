import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ApiRoute } from '../api-route';
import { accessRoutes } from './access-routes';
import { adminContractReviewRoutes } from './admin-contract-review-routes';
import { adminRoutes } from './admin-routes';
import { apiRoutes } from './api-routes';
import { cartRoutes } from './cart-routes';
import { companySettingsRoutes } from './company-settings-routes';
import { homeRoutes } from './home-routes';
import { legalTextsRoutes } from './legal-texts-routes';
import { newsRoutes } from './news-routes';
import { platformRoutes } from './platform-routes';
import { profileRoutes } from './profile-routes';
import { storageRoutes } from './storage-routes';
import { taxYearRoutes } from './tax-year-routes';

const entries = Object.entries(apiRoutes as Record<string, ApiRoute>);
const parts = [
  accessRoutes,
  profileRoutes,
  storageRoutes,
  homeRoutes,
  cartRoutes,
  adminRoutes,
  adminContractReviewRoutes,
  companySettingsRoutes,
  platformRoutes,
  newsRoutes,
  legalTextsRoutes,
  taxYearRoutes,
];

describe('the API route table', () => {
  it('keeps every route of every part: no two parts declare the same method and path', () => {
    expect(entries).toHaveLength(parts.reduce((sum, part) => sum + Object.keys(part).length, 0));
  });

  it('names each operation once, in camelCase, with a one-line summary', () => {
    const ids = entries.map(([, route]) => route.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => !/^[a-z][A-Za-z]+$/.test(id))).toEqual([]);
    expect(entries.filter(([, route]) => route.summary.length < 10 || route.summary.includes('\n')).map(([key]) => key)).toEqual([]);
  });

  it('declares a params schema with exactly the path parameters of its path', () => {
    const mismatched = entries.filter(([key, route]) => {
      const inPath = [...key.matchAll(/:(\w+)/g)].map((match) => match[1]).sort();
      const inSchema = route.params instanceof z.ZodObject ? Object.keys(route.params.shape).sort() : [];
      return inPath.join() !== inSchema.join();
    });
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });

  it('puts the administrator area under /admin and leaves it to sessions', () => {
    const adminKeys = entries.filter(([key]) => key.split(' ')[1]!.startsWith('/admin/'));
    expect(adminKeys.length).toBeGreaterThan(40);
    expect(adminKeys.filter(([, route]) => route.isPublic).map(([key]) => key)).toEqual([]);
  });
});
