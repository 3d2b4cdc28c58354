import { z } from 'zod';
import { adminNewsListSchema, adminNewsSchema, newsIdParamsSchema, newsInputSchema } from '../../news/admin-news-api';
import type { ApiRouteTable } from '../api-route';

const tags = ['admin-news'];

/** The News section of the administrator's area (docs/product/back-office.md §8 News). */
export const newsRoutes = {
  'GET /admin/news': {
    operationId: 'listAdminNews',
    summary: "The company's news messages, with its languages and collectives",
    tags,
    response: { 200: adminNewsListSchema },
  },
  'POST /admin/news': {
    operationId: 'createNews',
    summary: 'Write a news message',
    tags,
    body: newsInputSchema,
    response: { 200: adminNewsSchema },
  },
  'PUT /admin/news/:id': {
    operationId: 'changeNews',
    summary: 'Change a news message: its texts, collectives, publication and expiry',
    tags,
    params: newsIdParamsSchema,
    body: newsInputSchema,
    response: { 200: adminNewsSchema },
  },
  'DELETE /admin/news/:id': {
    operationId: 'deleteNews',
    summary: 'Delete a news message',
    tags,
    params: newsIdParamsSchema,
    response: { 204: z.null().describe('Deleted.') },
  },
} satisfies ApiRouteTable;
