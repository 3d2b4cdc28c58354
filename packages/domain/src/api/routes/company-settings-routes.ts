import { z } from 'zod';
import { companyImageSchema, companyMaintenanceInputSchema, companySettingsInputSchema, companySettingsSchema } from '../../company/company-settings-api';
import {
  structureIdParamsSchema,
  structureListSchema,
  structureMergeResultSchema,
  structureMergeSchema,
  structureNameSchema,
  structureUnitSchema,
} from '../../company/company-structure-api';
import { adminMenuItemListSchema, adminMenuItemSchema, menuItemIdParamsSchema, menuItemInputSchema, menuItemsOrderSchema } from '../../company/menu-items-api';
import type { ApiRouteTable } from '../api-route';

const tags = ['company-settings'];
const deleted = z.null().describe('Deleted.');
const imageUpload = { tags, consumes: ['multipart/form-data'], response: { 200: companyImageSchema } };

// The same five calls for each kind of structure unit (company-structure-api.ts, `structureKinds`).
const listUnits = { tags, response: { 200: structureListSchema } };
const createUnit = { tags, body: structureNameSchema, response: { 200: structureUnitSchema } };
const renameUnit = { tags, params: structureIdParamsSchema, body: structureNameSchema, response: { 200: structureUnitSchema } };
const mergeUnit = { tags, params: structureIdParamsSchema, body: structureMergeSchema, response: { 200: structureMergeResultSchema } };
const deleteUnit = { tags, params: structureIdParamsSchema, response: { 204: deleted } };

/** The Company section of the administrator's area: settings, maintenance, images, structure, menu tiles. */
export const companySettingsRoutes = {
  'GET /admin/company/settings': {
    operationId: 'getCompanySettings',
    summary: 'The settings of the company acted on',
    tags,
    response: { 200: companySettingsSchema },
  },
  'PUT /admin/company/settings': {
    operationId: 'updateCompanySettings',
    summary: "Change the company's settings",
    tags,
    body: companySettingsInputSchema,
    response: { 200: companySettingsSchema },
  },
  'PUT /admin/company/maintenance': {
    operationId: 'setCompanyMaintenance',
    summary: 'Put the company in maintenance, or take it out',
    tags,
    body: companyMaintenanceInputSchema,
    response: { 200: companySettingsSchema },
  },
  'POST /admin/company/logo': { operationId: 'replaceCompanyLogo', summary: "Replace the company's logo (multipart part `file`)", ...imageUpload },
  'POST /admin/company/background': {
    operationId: 'replaceCompanyBackground',
    summary: "Replace the company's login background (multipart part `file`)",
    ...imageUpload,
  },
  'GET /admin/company/legal-entities': { operationId: 'listLegalEntities', summary: "The company's legal entities", ...listUnits },
  'POST /admin/company/legal-entities': { operationId: 'createLegalEntity', summary: 'Add a legal entity', ...createUnit },
  'PUT /admin/company/legal-entities/:id': { operationId: 'renameLegalEntity', summary: 'Rename a legal entity', ...renameUnit },
  'POST /admin/company/legal-entities/:id/merge': {
    operationId: 'mergeLegalEntity',
    summary: 'Move everything of a legal entity to another, and delete it',
    ...mergeUnit,
  },
  'DELETE /admin/company/legal-entities/:id': { operationId: 'deleteLegalEntity', summary: 'Delete a legal entity nothing points at', ...deleteUnit },
  'GET /admin/company/offices': { operationId: 'listOffices', summary: "The company's offices", ...listUnits },
  'POST /admin/company/offices': { operationId: 'createOffice', summary: 'Add an office', ...createUnit },
  'PUT /admin/company/offices/:id': { operationId: 'renameOffice', summary: 'Rename an office', ...renameUnit },
  'POST /admin/company/offices/:id/merge': { operationId: 'mergeOffice', summary: 'Move everything of an office to another, and delete it', ...mergeUnit },
  'DELETE /admin/company/offices/:id': { operationId: 'deleteOffice', summary: 'Delete an office nothing points at', ...deleteUnit },
  'GET /admin/company/collectives': { operationId: 'listCollectives', summary: "The company's collectives", ...listUnits },
  'POST /admin/company/collectives': { operationId: 'createCollective', summary: 'Add a collective', ...createUnit },
  'PUT /admin/company/collectives/:id': { operationId: 'renameCollective', summary: 'Rename a collective', ...renameUnit },
  'POST /admin/company/collectives/:id/merge': {
    operationId: 'mergeCollective',
    summary: 'Move everything of a collective to another, and delete it',
    ...mergeUnit,
  },
  'DELETE /admin/company/collectives/:id': { operationId: 'deleteCollective', summary: 'Delete a collective nothing points at', ...deleteUnit },
  'GET /admin/company/menu-items': {
    operationId: 'listMenuItems',
    summary: "The company's main-menu tiles, in their order",
    tags,
    response: { 200: adminMenuItemListSchema },
  },
  'POST /admin/company/menu-items': {
    operationId: 'createMenuItem',
    summary: 'Add a main-menu tile',
    tags,
    body: menuItemInputSchema,
    response: { 200: adminMenuItemSchema },
  },
  'PUT /admin/company/menu-items/order': {
    operationId: 'reorderMenuItems',
    summary: 'Put the main-menu tiles in a new order',
    tags,
    body: menuItemsOrderSchema,
    response: { 200: adminMenuItemListSchema },
  },
  'PUT /admin/company/menu-items/:id': {
    operationId: 'changeMenuItem',
    summary: 'Change a main-menu tile',
    tags,
    params: menuItemIdParamsSchema,
    body: menuItemInputSchema,
    response: { 200: adminMenuItemSchema },
  },
  'DELETE /admin/company/menu-items/:id': {
    operationId: 'removeMenuItem',
    summary: 'Delete a main-menu tile',
    tags,
    params: menuItemIdParamsSchema,
    response: { 204: deleted },
  },
} satisfies ApiRouteTable;
