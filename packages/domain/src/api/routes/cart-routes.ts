import { z } from 'zod';
import { contractBodySchema, contractIdParamsSchema, updateContractBodySchema } from '../../benefits/benefit-schemas';
import { benefitListSchema, categoryParamsSchema, rateTableParamsSchema, rateTableViewSchema } from '../../benefits/benefits-api';
import { answersBodySchema, answersQuerySchema, savedAnswersSchema } from '../../contracts/answers-api';
import {
  acceptResultSchema,
  acceptanceTokenSchema,
  acceptancePreviewSchema,
  contractPdfResponse,
  purchaseBodySchema,
  purchaseResultSchema,
} from '../../contracts/checkout-api';
import { contractViewSchema } from '../../contracts/contracts-api';
import type { ApiRouteTable } from '../api-route';

const benefits = ['benefits'];
const contracts = ['contracts'];
const answers = ['answers'];
const checkout = ['checkout'];

/** The catalogue as the employee sees it, the cart, its questionnaires, checkout and the acceptance link. */
export const cartRoutes = {
  'GET /modalities/by-category/:category': {
    operationId: 'listCategoryBenefits',
    summary: "A category's benefits as the user may hire them",
    tags: benefits,
    params: categoryParamsSchema,
    response: { 200: benefitListSchema },
  },
  'GET /rate-tables/:key': {
    operationId: 'getRateTable',
    summary: 'A life insurance rate table: the rate per 1000 by age band',
    tags: benefits,
    params: rateTableParamsSchema,
    response: { 200: rateTableViewSchema },
  },
  'POST /contracts': {
    operationId: 'addToCart',
    summary: 'Put a benefit in the cart',
    tags: contracts,
    body: contractBodySchema,
    response: { 201: contractViewSchema },
  },
  'PUT /contracts/:id': {
    operationId: 'updateCartItem',
    summary: 'Change a cart item',
    tags: contracts,
    params: contractIdParamsSchema,
    body: updateContractBodySchema,
    response: { 200: contractViewSchema },
  },
  'DELETE /contracts/:id': {
    operationId: 'removeCartItem',
    summary: 'Take an item out of the cart',
    tags: contracts,
    params: contractIdParamsSchema,
    response: { 204: z.null().describe('Removed from the cart.') },
  },
  'GET /answers': {
    operationId: 'getAnswers',
    summary: "A cart item's questionnaire answers, for the user or a family member",
    tags: answers,
    querystring: answersQuerySchema,
    response: { 200: savedAnswersSchema },
  },
  'POST /answers/add': {
    operationId: 'saveAnswers',
    summary: "Save a cart item's questionnaire answers",
    tags: answers,
    body: answersBodySchema,
    response: { 200: savedAnswersSchema },
  },
  'POST /contracts/purchase': {
    operationId: 'purchaseCart',
    summary: 'Sign the cart items named, each checked again against the bags',
    tags: checkout,
    body: purchaseBodySchema,
    response: { 200: purchaseResultSchema },
  },
  'POST /contracts/accept': {
    operationId: 'acceptContracts',
    summary: "Accept the contracts of an acceptance link (the link's token is the proof)",
    tags: checkout,
    isPublic: true,
    body: acceptanceTokenSchema,
    response: { 200: acceptResultSchema },
  },
  'POST /contracts/accept/preview': {
    operationId: 'previewAcceptance',
    summary: 'What an acceptance link accepts, changing nothing',
    tags: checkout,
    isPublic: true,
    body: acceptanceTokenSchema,
    response: { 200: acceptancePreviewSchema },
  },
  'GET /contracts/accept/pdf': {
    operationId: 'getAcceptancePdf',
    summary: "The PDF of an acceptance link's contracts, changing nothing",
    tags: checkout,
    isPublic: true,
    querystring: acceptanceTokenSchema,
    response: { 200: contractPdfResponse },
  },
} satisfies ApiRouteTable;
