import { expectTypeOf } from 'vitest';
import type { ResponseOf } from '@flexplan/domain/api/wire';
import type { userProfileSchema } from '@flexplan/domain/profile/profile-api';
import type { familyMemberViewSchema } from '@flexplan/domain/profile/family-api';
import { api } from './api-client';

// Checked by `tsc -p apps/web` (npm run typecheck): the client's types come from the route table.
export async function typedCalls() {
  expectTypeOf(await api.get('/profile')).toEqualTypeOf<ResponseOf<typeof userProfileSchema>>();
  expectTypeOf(await api.put('/families/:id', { firstName: 'Ana' } as never, { params: { id: 3 } })).toEqualTypeOf<ResponseOf<typeof familyMemberViewSchema>>();
  expectTypeOf(await api.delete('/contracts/:id', { params: { id: 4 } })).toEqualTypeOf<void>();
  await api.get('/bags', { query: { year: 2026 } });
  await api.post('/auth/logout');

  // @ts-expect-error a path the route table does not have
  await api.get('/profiles');
  // @ts-expect-error a route of another method
  await api.delete('/profile');
  // @ts-expect-error a path parameter is required
  await api.get('/admin/employees/:id');
  // @ts-expect-error the body is the route's
  await api.post('/profile/cookies', { version: 3 });
  // @ts-expect-error a query value of the wrong type
  await api.get('/bags', { query: { year: 'this one' } });
}
