import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { apiRoute, refuseRoutesOffTheTable } from './api-route';

/** A bare server with the check, an /api scope and, inside it, the session scope as app.ts marks it. */
async function serverWith(register: (api: FastifyInstance, session: FastifyInstance) => void): Promise<FastifyInstance> {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  refuseRoutesOffTheTable(app);
  await app.register(
    async (api) => {
      await api.register(async (session) => {
        session.addHook('onRoute', (route) => {
          route.config = { ...route.config, withSession: true };
        });
        register(api, session);
      });
    },
    { prefix: '/api' },
  );
  return app;
}

const handler = async () => [];

describe('the route table at start-up (decision 160)', () => {
  it('starts with routes registered from their entries, each in its scope', async () => {
    const app = await serverWith((api, session) => {
      api.route({ ...apiRoute('GET /auth/public-key'), handler: async () => ({ algorithm: 'RSA-OAEP-256' as const, publicKeyPem: 'key' }) });
      session.route({ ...apiRoute('GET /families'), handler });
    });
    await expect(app.ready()).resolves.toBeDefined();
    expect(app.hasRoute({ method: 'GET', url: '/api/families' })).toBe(true);
    await app.close();
  });

  it('refuses an /api route registered by hand, even at a path of the table', async () => {
    const app = await serverWith((_api, session) => {
      session.get('/families', handler);
      session.get('/families-by-hand', handler);
    });
    await expect(app.ready()).rejects.toThrow(/GET \/api\/families is not registered from its table entry.*GET \/api\/families-by-hand/);
  });

  it('refuses a session route outside the session scope, and a public one inside it', async () => {
    const app = await serverWith((api, session) => {
      api.route({ ...apiRoute('GET /families'), handler });
      session.route({ ...apiRoute('GET /auth/public-key'), handler: async () => ({ algorithm: 'RSA-OAEP-256' as const, publicKeyPem: 'key' }) });
    });
    await expect(app.ready()).rejects.toThrow(
      /GET \/api\/families is a session route in the table but registered outside.*GET \/api\/auth\/public-key is public in the table but registered in/,
    );
  });

  it('leaves alone what is no part of the API: a hidden test route, and what is not under /api', async () => {
    const app = await serverWith((api) => {
      api.get('/e2e/something', { schema: { hide: true } }, handler);
    });
    app.get('/dev/mail', handler);
    await expect(app.ready()).resolves.toBeDefined();
    await app.close();
  });
});
