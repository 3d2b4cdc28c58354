import { bagsAnswerSchema, bagsQuerySchema } from '../../bags/bags-api';
import { bestPlanAnswerSchema, bestPlanOffersSchema, bestPlanQuerySchema, bestPlanRequestSchema } from '../../best-plan/best-plan-api';
import { menuSchema } from '../../company/menu-api';
import { compensationQuerySchema, compensationSchema } from '../../compensation/compensation-api';
import { contractPdfResponse } from '../../contracts/checkout-api';
import { myContractListSchema } from '../../contracts/contracts-api';
import { newsListSchema } from '../../news/news-api';
import { payslipPdfQuerySchema, payslipQuerySchema, payslipYearSchema } from '../../payslip/payslip-api';
import { idParamsSchema } from '../../validation/id-schema';
import type { ApiRouteTable } from '../api-route';
import { fileResponse } from '../file-response';

/** What the employee's pages read: the menu, news, bags, compensation, payslips, best plan, contracts. */
export const homeRoutes = {
  'GET /menu': {
    operationId: 'listMenu',
    summary: 'The main menu tiles the user may see',
    tags: ['menu'],
    response: { 200: menuSchema },
  },
  'GET /messages': {
    operationId: 'listNews',
    summary: "The news the user's company and collective publish",
    tags: ['news'],
    response: { 200: newsListSchema },
  },
  'GET /bags': {
    operationId: 'getBags',
    summary: "The user's bags and their figures for a plan year",
    tags: ['bags'],
    querystring: bagsQuerySchema,
    response: { 200: bagsAnswerSchema },
  },
  'GET /compensations': {
    operationId: 'getCompensation',
    summary: "One year's total compensation (404 where the company hides it)",
    tags: ['compensation'],
    querystring: compensationQuerySchema,
    response: { 200: compensationSchema },
  },
  'GET /payslip': {
    operationId: 'getPayslips',
    summary: "The plan year's payslips month by month, without and with the plan",
    tags: ['payslip'],
    querystring: payslipQuerySchema,
    response: { 200: payslipYearSchema },
  },
  'GET /payslip/pdf': {
    operationId: 'getPayslipsPdf',
    summary: "The plan year's payslips as a PDF",
    tags: ['payslip'],
    querystring: payslipPdfQuerySchema,
    response: { 200: fileResponse("The year's payslips as a PDF download.", ['application/pdf']) },
  },
  'GET /best-plan': {
    operationId: 'getBestPlanOffers',
    summary: "The best-plan form's offers, defaults and plan",
    tags: ['best-plan'],
    querystring: bestPlanQuerySchema,
    response: { 200: bestPlanOffersSchema },
  },
  'POST /best-plan': {
    operationId: 'computeBestPlan',
    summary: 'The best plan for the expenses stated',
    tags: ['best-plan'],
    body: bestPlanRequestSchema,
    response: { 200: bestPlanAnswerSchema },
  },
  'GET /my-contracts': {
    operationId: 'listMyContracts',
    summary: "The user's contracts with their list label",
    tags: ['contracts'],
    response: { 200: myContractListSchema },
  },
  'GET /my-contracts/:id/pdf': {
    operationId: 'getMyContractPdf',
    summary: "One of the user's contracts as a PDF (404 for another's, and for a cart item)",
    tags: ['checkout'],
    params: idParamsSchema,
    response: { 200: contractPdfResponse },
  },
} satisfies ApiRouteTable;
