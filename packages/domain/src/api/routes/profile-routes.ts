import { z } from 'zod';
import { confirmationSchema } from '../../auth/auth-api';
import { cookieConsentBodySchema } from '../../auth/auth-schemas';
import { passwordChangeSchema } from '../../auth/password-policy';
import { documentBodySchema, documentParamsSchema, documentUserParamsSchema, userDocumentListSchema, userDocumentSchema } from '../../documents/documents-api';
import { familyListViewSchema, familyMemberViewSchema } from '../../profile/family-api';
import { cookieConsentSchema, onboardingTourBodySchema, productSwitchResultSchema, profilePictureSchema, userProfileSchema } from '../../profile/profile-api';
import { familyEditSchema, familyListSchema, pictureBodySchema, productSwitchParamsSchema, productSwitchSchema } from '../../profile/profile-schemas';
import { profileUpdateBodySchema } from '../../profile/profile-update-schema';
import { taxTablesQuerySchema, taxTablesSchema } from '../../tax/tax-tables-api';
import { idParamsSchema } from '../../validation/id-schema';
import type { ApiRouteTable } from '../api-route';

const profile = ['profile'];
const family = ['family'];
const documents = ['documents'];

/** The session user's own data: profile, password, consents, family, documents, tax tables. */
export const profileRoutes = {
  'GET /profile': {
    operationId: 'getProfile',
    summary: "The session user's profile, with their plan, cart and bags",
    tags: profile,
    response: { 200: userProfileSchema },
  },
  'POST /profile': {
    operationId: 'updateProfile',
    summary: "Change the fields of the profile that the user's role may change",
    tags: profile,
    body: profileUpdateBodySchema,
    response: { 200: userProfileSchema },
  },
  'POST /profile/password': {
    operationId: 'changePassword',
    summary: 'Change the password, given the current one',
    tags: profile,
    body: passwordChangeSchema,
    response: { 200: confirmationSchema },
  },
  'POST /profile/cookies': {
    operationId: 'acceptCookies',
    summary: 'Record that the user accepted a version of the cookie notice',
    tags: profile,
    body: cookieConsentBodySchema,
    response: { 200: cookieConsentSchema },
  },
  'PUT /profile/onboarding-tour': {
    operationId: 'finishOnboardingTour',
    summary: 'Mark the tour of home finished or skipped',
    tags: profile,
    body: onboardingTourBodySchema,
    response: { 204: z.null().describe('The tour of home will not be shown again.') },
  },
  'POST /profile/picture': {
    operationId: 'setProfilePicture',
    summary: 'Make an uploaded image the profile picture',
    tags: profile,
    body: pictureBodySchema,
    response: { 200: profilePictureSchema },
  },
  'POST /profile/products/:productId': {
    operationId: 'switchProduct',
    summary: 'Switch a product of the plan on or off for the user',
    tags: profile,
    params: productSwitchParamsSchema,
    body: productSwitchSchema,
    response: { 200: productSwitchResultSchema },
  },
  'GET /profile/tables': {
    operationId: 'getTaxTables',
    summary: "A year's tax tables, in the names the calculator uses",
    tags: ['tax'],
    querystring: taxTablesQuerySchema,
    response: { 200: taxTablesSchema },
  },
  'GET /families': {
    operationId: 'listFamily',
    summary: "The user's family; entry 0 is the user",
    tags: family,
    response: { 200: familyListViewSchema },
  },
  'POST /families': {
    operationId: 'saveFamily',
    summary: 'Save the whole family list (entry 0, the user, is never written)',
    tags: family,
    body: familyListSchema,
    response: { 200: familyListViewSchema },
  },
  'PUT /families/:id': {
    operationId: 'editFamilyMember',
    summary: 'Change one family member',
    tags: family,
    params: idParamsSchema,
    body: familyEditSchema,
    response: { 200: familyMemberViewSchema },
  },
  'GET /users/:id/documents/all': {
    operationId: 'listDocuments',
    summary: "The user's documents (the id is the session's own user)",
    tags: documents,
    params: documentUserParamsSchema,
    response: { 200: userDocumentListSchema },
  },
  'POST /users/:id/documents': {
    operationId: 'createDocument',
    summary: "Add an uploaded file to the user's documents",
    tags: documents,
    params: documentUserParamsSchema,
    body: documentBodySchema,
    response: { 201: userDocumentSchema },
  },
  'DELETE /users/:id/documents/:documentId': {
    operationId: 'deleteDocument',
    summary: 'Delete a document the user uploaded, with its file',
    tags: documents,
    params: documentParamsSchema,
    response: { 204: z.null().describe('Deleted.') },
  },
} satisfies ApiRouteTable;
