import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/**
 * Security headers with a Content-Security-Policy the app runs under. Mantine injects style
 * tags, hence 'unsafe-inline' for styles only. upgrade-insecure-requests and HSTS only behind
 * TLS: on plain HTTP they would blank the page (STACK.md pitfalls).
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  const behindTls = app.config.BEHIND_TLS;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(behindTls ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: behindTls,
    crossOriginEmbedderPolicy: false,
  });
}, { name: 'security' });
