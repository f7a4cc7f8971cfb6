// The API as one fetch handler: (Request) => Response. It runs inside the
// portal's process by default (backend/index.ts) or on its own (server.ts).
import { registerAccountRoutes } from './own-account';
import { type Adapters, createAdapters } from './adapters';
import { primeDummyHash } from './auth/passwords';
import { registerCartRoutes } from './cart';
import { registerCatalogueRoutes } from './catalogue';
import type { BackendConfig } from './config';
import { registerContractDocumentRoutes } from './contract-documents';
import { registerContractRoutes } from './contracts';
import { type CreditProvider, creditProviderFromEnv } from './credit';
import { registerCustomerRoutes } from './customers';
import type { Database } from './db/client';
import type { Clock } from './deps';
import { ApiApp } from './http/api-app';
import { handleError } from './http/error-handler';
import { limitRequestBody } from './http/body-limit';
import { documentAppWideAnswers } from './http/app-wide-answers';
import { answerUnmatched } from './http/unmatched';
import { registerHealthRoute } from './health/index';
import { type MailDeps, createMailDeps } from './mail';
import { BEARER } from './http/openapi';
import { registerImportRoutes } from './imports';
import { registerOrderRoutes } from './orders';
import { registerEndOfTermRoutes } from './end-of-term';
import { registerPricingRoutes } from './pricing';
import { registerPrivacyRoutes } from './privacy';
import { registerTicketRoutes } from './tickets';
import { registerStatsRoutes } from './stats';
import { registerUserRoutes } from './customer-accounts';
import { registerUserAdminRoutes } from './user-management';
import { registerAgencyRoutes } from './agencies';
import { registerCatalogueAdminRoutes } from './catalogue-admin';
import { registerModelExtrasRoutes } from './catalogue-admin/extras';
import { registerSystemParameterRoutes } from './system-parameters';
import { registerRateRoutes } from './system-parameters/rates-routes';
import { rejectNul } from './http/reject-nul';
import { validationHook } from './http/validation-hook';

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

export function createApp({ db, config, clock = () => new Date(), adapters, creditProvider, mail }: CreateAppOptions) {
  const deps = { db, config, clock };
  primeDummyHash();
  const app = new ApiApp({ defaultHook: validationHook });

  // First of all: one body limit per request, read before any token is checked.
  app.use('*', limitRequestBody);
  app.use('*', rejectNul);

  registerHealthRoute(app, deps);
  const mailDeps = mail ?? createMailDeps(config.dataDir);
  registerAccountRoutes(app, deps, mailDeps);
  const adapterSet = createAdapters({ db, dataDir: config.dataDir, overrides: adapters });
  registerCatalogueRoutes(app, deps, adapterSet);
  registerPricingRoutes(app, deps);
  registerCartRoutes(app, deps);
  registerUserRoutes(app, deps, mailDeps);
  registerPrivacyRoutes(app, deps, adapterSet.files);
  const contractDeps = { ...deps, credit: creditProvider ?? creditProviderFromEnv(db, clock) };
  registerContractRoutes(app, contractDeps);
  registerContractDocumentRoutes(app, deps, mailDeps, adapterSet.files);
  registerCustomerRoutes(app, deps);
  registerOrderRoutes(app, deps);
  registerEndOfTermRoutes(app, deps);
  registerTicketRoutes(app, deps, mailDeps, adapterSet.files);
  registerUserAdminRoutes(app, deps, mailDeps);
  registerAgencyRoutes(app, deps, adapterSet.files);
  registerCatalogueAdminRoutes(app, deps, adapterSet.files);
  registerModelExtrasRoutes(app, deps);
  registerSystemParameterRoutes(app, deps);
  registerRateRoutes(app, deps);
  registerStatsRoutes(app, deps);
  registerImportRoutes(app, deps, mailDeps);

  documentAppWideAnswers(app);
  app.openAPIRegistry.registerComponent('securitySchemes', BEARER, { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
  // The same for everyone and changed only by a deployment: caches may keep it a few minutes.
  app.use('/api/openapi.json', async (c, next) => {
    await next();
    c.header('Cache-Control', 'public, max-age=300');
  });
  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Agency portal API',
      version: '1.0.0',
      description:
        'Errors answer { errors: [{ field?, code, message }] }; messages follow Accept-Language (it, en). ' +
        'A query parameter an operation does not declare is refused: 400 unknown_field, naming it.',
    },
  });

  app.notFound(answerUnmatched(app));
  app.onError(handleError);
  return app;
}

export type App = ReturnType<typeof createApp>;
