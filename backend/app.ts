// The API as one fetch handler: (Request) => Response. It runs inside the
// portal's process by default (backend/index.ts) or on its own (server.ts).
import { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { registerAccountRoutes } from './account';
import { registerRecoveryRoutes } from './account/recovery';
import { type Adapters, createAdapters } from './adapters';
import { primeDummyHash } from './auth/passwords';
import { registerCartRoutes } from './cart';
import { registerCatalogueRoutes } from './catalogue';
import type { BackendConfig } from './config';
import { registerContractRoutes } from './contracts';
import { type CreditProvider, creditProviderFromEnv } from './credit';
import { registerCustomerRoutes } from './customers';
import type { Database } from './db/client';
import type { Clock } from './lib/deps';
import { handleError, handleNotFound } from './lib/error-handler';
import { ApiError } from './lib/errors';
import { registerHealthRoute } from './lib/health';
import { type MailDeps, createMailDeps } from './mail';
import { BEARER } from './lib/openapi';
import { registerOrderRoutes } from './orders';
import { registerPricingRoutes } from './pricing';
import { registerPrivacyRoutes } from './privacy';
import { registerUserRoutes } from './users';
import { rejectNul } from './lib/reject-nul';
import { validationHook } from './lib/validation';

export interface CreateAppOptions {
  db: Database;
  config: BackendConfig;
  /** Injected by tests to travel in time (token expiry, rate-limit windows, reuse grace). */
  clock?: Clock;
  /** File storage, product content, stories, company credit; by default chosen by the environment. */
  adapters?: Partial<Adapters>;
  /** E-mail (SMTP or DATA_DIR/outbox) and the public base URL of links; by default from the environment. */
  mail?: MailDeps;
  /** The credit provider; by default CREDIT_PROVIDER_URL's, else the embedded one. */
  creditProvider?: CreditProvider;
}

/** JSON bodies of the account endpoints are tiny; anything bigger is refused before parsing. */
const SMALL_BODY = bodyLimit({
  maxSize: 16 * 1024,
  onError: () => {
    throw new ApiError(413, 'payload_too_large');
  },
});

export function createApp({ db, config, clock = () => new Date(), adapters, creditProvider, mail }: CreateAppOptions) {
  const deps = { db, config, clock };
  primeDummyHash();
  const app = new OpenAPIHono({ defaultHook: validationHook });

  app.use('/api/Account/*', SMALL_BODY);
  app.use('/v1/auth/*', SMALL_BODY);
  app.use('/api/User/new-customer', SMALL_BODY);
  app.use('*', rejectNul);

  registerHealthRoute(app, deps);
  registerAccountRoutes(app, deps);
  const adapterSet = createAdapters({ db, dataDir: config.dataDir, overrides: adapters });
  registerCatalogueRoutes(app, deps, adapterSet);
  registerPricingRoutes(app, deps);
  registerCartRoutes(app, deps);
  const mailDeps = mail ?? createMailDeps(config.dataDir);
  registerRecoveryRoutes(app, deps, mailDeps);
  registerUserRoutes(app, deps, mailDeps);
  registerPrivacyRoutes(app, deps, adapterSet.files);
  const contractDeps = { ...deps, credit: creditProvider ?? creditProviderFromEnv(db, clock) };
  registerContractRoutes(app, contractDeps);
  registerCustomerRoutes(app, contractDeps);
  registerOrderRoutes(app, contractDeps);

  app.openAPIRegistry.registerComponent('securitySchemes', BEARER, { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Agency portal API',
      version: '1.0.0',
      description: 'Errors answer { errors: [{ field?, code, message }] }; messages follow Accept-Language (it, en).',
    },
  });

  app.notFound(handleNotFound);
  app.onError(handleError);
  return app;
}

export type App = ReturnType<typeof createApp>;
