import { z } from 'zod';
import { confirmationSchema, loginPublicKeySchema, passwordSetSchema, sessionTokenSchema } from '../../auth/auth-api';
import { forgotPasswordBodySchema, loginBodySchema, resetPasswordBodySchema, resetPasswordQuerySchema } from '../../auth/auth-schemas';
import { publicCompanySchema } from '../../company/company-api';
import type { ApiRouteTable } from '../api-route';
import { healthSchema } from '../health-api';

const auth = ['auth'];

/** What a browser calls before and around a session: health, the Host's company, login, password reset, logout. */
export const accessRoutes = {
  'GET /health': {
    operationId: 'getHealth',
    summary: 'Whether the process is up and the database answers (503 while it does not)',
    tags: ['platform'],
    isPublic: true,
    response: { 200: healthSchema, 503: healthSchema },
  },
  'GET /companies/by-subdomain': {
    operationId: 'getCompanyOfHost',
    summary: "The public face of the request Host's company: name, branding, legal texts",
    tags: ['company'],
    isPublic: true,
    response: { 200: publicCompanySchema },
  },
  'GET /auth/public-key': {
    operationId: 'getLoginPublicKey',
    summary: 'The key a password is encrypted with before it is sent',
    tags: auth,
    isPublic: true,
    response: { 200: loginPublicKeySchema },
  },
  'POST /auth/login': {
    operationId: 'login',
    summary: "Log in on the Host's company with e-mail and encrypted password",
    tags: auth,
    isPublic: true,
    body: loginBodySchema,
    response: { 200: sessionTokenSchema },
  },
  'POST /auth/forgot-password': {
    operationId: 'forgotPassword',
    summary: 'Send a password-reset e-mail, if the address has an account',
    tags: auth,
    isPublic: true,
    body: forgotPasswordBodySchema,
    response: { 200: confirmationSchema },
  },
  'POST /users/reset-password': {
    operationId: 'resetPassword',
    summary: 'Set a new password from a reset or welcome link, and log in',
    tags: auth,
    isPublic: true,
    querystring: resetPasswordQuerySchema,
    body: resetPasswordBodySchema,
    response: { 200: passwordSetSchema },
  },
  'POST /auth/logout': {
    operationId: 'logout',
    summary: "Revoke the request's session",
    tags: auth,
    response: { 204: z.null().describe('The session is revoked.') },
  },
} satisfies ApiRouteTable;
