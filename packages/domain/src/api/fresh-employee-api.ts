import { z } from 'zod';

/**
 * The browser suite's test API (POST /api/e2e/employees, only with E2E_TEST_API on): a new
 * employee made from a demo account, so a scenario that changes data changes its own.
 */
export const freshEmployeeRequestSchema = z.object({
  /** The demo account copied: its company, collective, salary, bags, language and family. */
  like: z.email(),
  /** Also the demo's contract history (every list label over two years) and its two documents. */
  history: z.boolean().default(false),
  /**
   * Whether the tour of home is already behind them: yes unless a scenario asks, so the tour's
   * overlay never stands in front of another scenario's clicks (e2e/tests/onboarding-tour.spec.ts asks).
   */
  onboardingTourDone: z.boolean().default(true),
});

export const freshEmployeeSchema = z
  .object({
    company: z.string(),
    email: z.string(),
    password: z.string(),
    firstName: z.string(),
    family: z.array(z.object({ id: z.number().int(), firstName: z.string() })),
  })
  .meta({ id: 'E2eFreshEmployee' });

export type FreshEmployee = z.output<typeof freshEmployeeSchema>;
