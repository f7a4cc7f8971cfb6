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
import { type CreditProvider, type CreditProviders, creditProvidersFromEnv, everyCode } from './credit';
import { registerCustomerRoutes } from './customers';
import type { Database } from './db/client';
import type { Clock } from './deps';
import { ApiApp } from './http/api-app';
import { handleError } from './http/error-handler';
import { limitRequestBody } from './http/body-limit';
import { documentAppWideAnswers } from './http/app-wide-answers';
import { answerUnmatched } from './http/unmatched';
import { registerHealthRoute } from './health/index';
import type { JobQueue } from './jobs/queue';
import { registerJobRoutes } from './jobs/routes';
import { scheduleRecurringJobs } from './jobs/scheduler';
import { type MailDeps, type MailSetup, createMailDeps } from './mail';
import { workMail } from './mail/job';
import { API_KEY, BEARER } from './http/openapi';
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
import { registerApiKeyRoutes } from './api-keys';
import { registerCatalogueAdminRoutes } from './catalogue-admin';
import { registerModelExtrasRoutes } from './catalogue-admin/extras';
import { registerSystemParameterRoutes } from './system-parameters';
import { registerRateRoutes } from './system-parameters/rates-routes';
import { rejectNul } from './http/reject-nul';
import { validationHook } from './http/validation-hook';
import { registerWebhookDispatch, registerWebhookRoutes, registerWebhookWorkers } from './webhooks';

export interface CreateAppOptions {
  db: Database;
  config: BackendConfig;
  /** Injected by tests to travel in time (token expiry, rate-limit windows, reuse grace). */
  clock?: Clock;
  /** File storage, product content, stories, company credit; by default chosen by the environment. */
  adapters?: Partial<Adapters>;
  /** E-mail (SMTP or DATA_DIR/outbox) and the public base URL of links; by default from the environment. */
  mail?: MailSetup;
  /** One credit provider adapter for every provider code (tests); by default the registry the environment gives. */
  creditProvider?: CreditProvider;
  /** The credit providers by code; by default each provider's endpoint from the environment, else the embedded adapter. */
  creditProviders?: CreditProviders;
  /** The job queue on the same database (backend/jobs/pg-boss-queue.ts); its owner starts and stops it. */
  queue: JobQueue;
}

export function createApp({ db, config, clock = () => new Date(), adapters, creditProvider, creditProviders, mail, queue }: CreateAppOptions) {
  const deps = { db, config, clock, queue };
  primeDummyHash();
  const app = new ApiApp({ defaultHook: validationHook });

  // First of all: one body limit per request, read before any token is checked.
  app.use('*', limitRequestBody);
  app.use('*', rejectNul);
  // The deliveries a request's changes wrote get their jobs once it has answered (docs/integrations.md, "Webhooks").
  registerWebhookDispatch(app, deps);

  registerHealthRoute(app, deps);
  const mailDeps: MailDeps = { ...(mail ?? createMailDeps(config.dataDir)), queue };
  // The workers of this process: the app's own deps (mailer, clock) do the work; a newer app (code reloaded) replaces them.
  workMail(queue, mailDeps.mailer);
  scheduleRecurringJobs(queue, db, clock, mailDeps);
  registerWebhookWorkers(deps, mailDeps);
  registerAccountRoutes(app, deps, mailDeps);
  const adapterSet = createAdapters({ db, dataDir: config.dataDir, overrides: adapters });
  registerCatalogueRoutes(app, deps, adapterSet);
  registerPricingRoutes(app, deps);
  registerCartRoutes(app, deps);
  registerUserRoutes(app, deps, mailDeps);
  registerPrivacyRoutes(app, deps, adapterSet.files);
  const contractDeps = { ...deps, credit: creditProviders ?? (creditProvider ? everyCode(creditProvider) : creditProvidersFromEnv(db, clock)) };
  registerContractRoutes(app, contractDeps);
  registerContractDocumentRoutes(app, deps, mailDeps, adapterSet.files);
  registerCustomerRoutes(app, deps);
  registerOrderRoutes(app, deps);
  registerEndOfTermRoutes(app, deps);
  registerTicketRoutes(app, deps, mailDeps, adapterSet.files);
  registerUserAdminRoutes(app, deps, mailDeps);
  registerAgencyRoutes(app, deps, adapterSet.files);
  registerApiKeyRoutes(app, deps);
  registerCatalogueAdminRoutes(app, deps, adapterSet.files);
  registerModelExtrasRoutes(app, deps);
  registerSystemParameterRoutes(app, deps);
  registerRateRoutes(app, deps);
  registerStatsRoutes(app, deps);
  registerImportRoutes(app, deps, mailDeps);
  registerJobRoutes(app, deps);
  registerWebhookRoutes(app, deps);

  documentAppWideAnswers(app);
  app.openAPIRegistry.registerComponent('securitySchemes', BEARER, { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
  app.openAPIRegistry.registerComponent('securitySchemes', API_KEY, {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'ap_live_<id>_<secret>',
    description: "An agency's API key: the agency's records within the key's capabilities and its creator's rights; 120 calls a minute (docs/integrations.md)",
  });
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
