import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

/** Answers that another try cannot change. */
const finalStatuses = new Set([400, 401, 403, 404, 409, 413, 415, 429]);

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) => !(isApiError(error) && finalStatuses.has(error.status)) && failureCount < 1,
    },
    mutations: { retry: false },
  },
});
