import { companyMaintenanceSchema, createdCompanySchema, newCompanySchema } from '../../company/new-company-api';
import { platformCompanyListSchema, platformSwitchSchema } from '../../company/platform-api';
import { fileResponse } from '../file-response';
import { devMailAttachmentParamsSchema, devMailListSchema } from '../../mail/dev-outbox-api';
import { idParamsSchema } from '../../validation/id-schema';
import type { ApiRouteTable } from '../api-route';

const platform = ['platform'];
const dev = ['dev'];

/**
 * The platform operator's calls (under the admin guard, a platform operator only), and the dev
 * outbox (only with no SMTP_URL outside production, and only to the developer's own machine).
 */
export const platformRoutes = {
  'GET /admin/platform/companies': {
    operationId: 'listPlatformCompanies',
    summary: 'Every company of the platform',
    tags: platform,
    response: { 200: platformCompanyListSchema },
  },
  'POST /admin/platform/companies': {
    operationId: 'createCompany',
    summary: 'Create a company with its first administrator',
    tags: platform,
    body: newCompanySchema,
    response: { 201: createdCompanySchema },
  },
  'POST /admin/platform/companies/:id/switch': {
    operationId: 'switchCompany',
    summary: "Act on a company: the session's admin calls apply to it from now on",
    tags: platform,
    params: idParamsSchema,
    response: { 200: platformSwitchSchema },
  },
  'PUT /admin/platform/companies/:id/maintenance': {
    operationId: 'setPlatformCompanyMaintenance',
    summary: 'Put a company in maintenance, or take it out',
    tags: platform,
    params: idParamsSchema,
    body: companyMaintenanceSchema,
    response: { 200: companyMaintenanceSchema },
  },
  'GET /dev/mail': {
    operationId: 'listDevMail',
    summary: "The e-mails the Host's company sent, kept instead of sent (development only)",
    tags: dev,
    isPublic: true,
    response: { 200: devMailListSchema },
  },
  'GET /dev/mail/:id/attachments/:index': {
    operationId: 'getDevMailAttachment',
    summary: 'One attachment of a kept e-mail (development only)',
    tags: dev,
    isPublic: true,
    params: devMailAttachmentParamsSchema,
    response: { 200: fileResponse('The attachment as it was sent, in its own content type, to save.', ['*/*']) },
  },
} satisfies ApiRouteTable;
