import path from 'node:path';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import * as contract from '@mall/contract';
import Fastify, { LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import helmet from 'helmet';
import type { Config } from './config';
import { replicaRoute } from './db/replica';
import type { Jobs } from './jobs';
import { addressRoutes } from './modules/addresses/addresses.routes';
import { adminDashboardRoutes } from './modules/admin/admin-dashboard.routes';
import { adminOperatorLogRoutes, logOperatorWrites } from './modules/admin/operator-log.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { qrLoginRoutes } from './modules/auth/qr-login.routes';
import { socialRoutes } from './modules/auth/social.routes';
import { socialPictureHosts } from './modules/auth/social-providers';
import { cartRoutes } from './modules/cart/cart.routes';
import { registerVisitorCartMerge } from './modules/cart/visitor-cart-merge.routes';
import { adminCatalogSetupRoutes } from './modules/catalog/admin-catalog-setup.routes';
import { adminProductRoutes } from './modules/catalog/admin-products.routes';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { merchantProductRoutes } from './modules/catalog/merchant-products.routes';
import { searchRoutes } from './modules/catalog/search.routes';
import { chatRoutes } from './modules/chat/chat.routes';
import { adminChatRoutes, merchantChatRoutes } from './modules/chat/console-chat.routes';
import { ChatHub } from './modules/chat/hub';
import { chatSocketRoutes } from './modules/chat/socket.routes';
import { checkoutRoutes } from './modules/checkout/checkout.routes';
import { adminHomeContentRoutes } from './modules/content/admin-home-content.routes';
import { contentRoutes } from './modules/content/content.routes';
import { couponRoutes } from './modules/coupons/coupons.routes';
import { adminCouponRoutes, merchantCouponRoutes } from './modules/coupons/coupons-console.routes';
import { favouriteRoutes } from './modules/favourites/favourites.routes';
import { adminFinanceRoutes, merchantFinanceRoutes } from './modules/finance/finance.routes';
import { adminPayoutRoutes, merchantPayoutRoutes } from './modules/finance/payouts.routes';
import { merchantDashboardRoutes } from './modules/merchant/merchant-dashboard.routes';
import { adminNoticeRoutes, merchantNoticeRoutes } from './modules/notices/console-notices.routes';
import { frontNoticeRoutes } from './modules/notices/notices.routes';
import { configureNotices } from './modules/notices/settings';
import { adminOrderRoutes } from './modules/orders/admin-orders.routes';
import { merchantOrderRoutes } from './modules/orders/merchant-orders.routes';
import { orderRoutes } from './modules/orders/orders.routes';
import { pageRoutes } from './modules/pages/pages.routes';
import { paymentRoutes } from './modules/payments/payments.routes';
import { createStripeProvider } from './modules/payments/stripe-provider';
import { pointsRoutes } from './modules/points/points.routes';
import { adminRefundRoutes } from './modules/refunds/admin-refunds.routes';
import { merchantRefundRoutes } from './modules/refunds/merchant-refunds.routes';
import { configureRefundDeadlines } from './modules/refunds/refund-deadlines';
import { refundRoutes } from './modules/refunds/refunds.routes';
import { merchantReviewRoutes } from './modules/reviews/merchant-reviews.routes';
import { reviewRoutes } from './modules/reviews/reviews.routes';
import { adminSettingsRoutes } from './modules/settings/admin-settings.routes';
import { adminApplicationRoutes } from './modules/settle/admin-applications.routes';
import { settleRoutes } from './modules/settle/settle.routes';
import { adminShippingRoutes, merchantShippingRoutes, shippingRoutes } from './modules/shipping/shipping.routes';
import { adminMerchantRoutes } from './modules/shops/admin-merchants.routes';
import { adminShopChangeRoutes } from './modules/shops/admin-shop-changes.routes';
import { merchantShopRoutes } from './modules/shops/merchant-shop.routes';
import { merchantStaffRoutes } from './modules/shops/merchant-staff.routes';
import { shopRoutes } from './modules/shops/shops.routes';
import { staffInviteRoutes } from './modules/shops/staff-invite.routes';
import { previewImageRoutes } from './modules/uploads/preview-images.routes';
import { configureStockPictures } from './modules/uploads/upload-owners';
import { uploadRoutes } from './modules/uploads/uploads.routes';
import { adminUserRoutes } from './modules/users/admin-users.routes';
import { registerReaderZones } from './modules/users/reader-zone.routes';
import { userRoutes } from './modules/users/users.routes';
import { registerConsoleArea, requireAdmin, requireMerchant } from './platform/auth';
import { caches } from './platform/cache-budget';
import { ChangeFeed } from './platform/change-feed';
import { answerClientError } from './platform/client-errors';
import { registerErrorHandling } from './platform/errors';
import type { AppDatabase, FastifyZod } from './platform/fastify';
import type { FileStore } from './platform/file-store';
import { queuedJobs } from './platform/jobs';
import { registerLocalizedMessages } from './platform/localized-messages';
import { createMessaging, type Messaging } from './platform/messaging';
import { Metrics } from './platform/metrics';
import { openApiOptions } from './platform/openapi';
import { registerOperations } from './platform/operations';
import { registerRequestLog } from './platform/request-log';
import { registerSessions } from './platform/session';
import { DEFAULT_BODY_LIMIT, registerStrictJson } from './platform/strict-json';
import { fileStoreFromConfig, privateFileStoreFromConfig, serveFiles } from './static-files';

export type AppOptions = {
  database: AppDatabase;
  config: Config;
  logger?: boolean;
  /** Where the log goes (tests read it); standard output by default. */
  logStream?: NodeJS.WritableStream;
  /** Where uploads are kept; by default from the configuration (fileStoreFromConfig). */
  files?: FileStore;
  /** Where private documents are kept; by default from the configuration (privateFileStoreFromConfig). */
  privateFiles?: FileStore;
  /** Tests may hand in their own transports; by default SMTP_URL / SMS_WEBHOOK_URL or the outbox. */
  messaging?: Messaging;
  /** The job queue (main.ts starts it); without it nothing is scheduled and the sweep of another process acts. */
  jobs?: Jobs;
};

/** Builds the whole app; main.ts and the tests build the same one. */
export async function buildApp(opts: AppOptions): Promise<FastifyZod> {
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : { level: opts.config.LOG_LEVEL, ...(opts.logStream ? { stream: opts.logStream } : {}) },
    // One line per request instead of two, none for static files (platform/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: opts.config.TRUST_PROXY,
    bodyLimit: DEFAULT_BODY_LIMIT,
    // Slow clients: headers and the whole request have deadlines, checked every second (Node's default checks
    // every 30 s, and Fastify's default has no request deadline at all, so a body sent a byte at a time never ended).
    requestTimeout: opts.config.REQUEST_TIMEOUT_MS,
    http: {
      headersTimeout: Math.min(opts.config.HEADERS_TIMEOUT_MS, opts.config.REQUEST_TIMEOUT_MS),
      connectionsCheckingInterval: 1000,
    },
    routerOptions: { maxParamLength: 200 },
    // What Node's parser refuses (headers beyond 16 KB, a request too slow, no HTTP) answers the envelope too.
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('database', opts.database);
  app.decorate('config', opts.config);
  app.decorate('rateLimits', { db: opts.database.db, factor: opts.config.RATE_LIMIT_FACTOR });
  // LISTEN needs a session of its own: a direct connection when DATABASE_URL is a pooler (decision 0018).
  const listenTo = opts.config.DATABASE_DIRECT_URL
    ? { connectionString: opts.config.DATABASE_DIRECT_URL }
    : opts.database.db.$client.options;
  const changes = new ChangeFeed(listenTo, app.log);
  app.decorate('changes', changes);
  app.decorate('files', opts.files ?? fileStoreFromConfig(opts.config));
  app.decorate('privateFiles', opts.privateFiles ?? privateFileStoreFromConfig(opts.config));
  await changes.listen();
  // Once every route has subscribed its caches: each hears "everything changed" (change-feed.ts `start`).
  app.addHook('onReady', async () => changes.start());
  app.addHook('onClose', () => changes.close());
  // What a request announces is cleared in this process again once its handler (and its transaction) is done.
  app.addHook('onRequest', (_request, _reply, done) => changes.within(done));
  app.addHook('onSend', async (_request, _reply, payload) => {
    changes.settle();
    return payload;
  });
  // Shop chat's realtime hub: LISTENs on the same direct connection's server (modules/chat/hub.ts).
  const chatHub = new ChatHub(opts.database.db, listenTo, app.log);
  await chatHub.listen();
  app.addHook('onClose', () => chatHub.close());
  const metrics = new Metrics();
  app.decorate('metrics', metrics);
  metrics.observeRequests(app);
  const readPool = opts.database.readDb.$client;
  metrics.watchPools({
    primary: opts.database.db.$client,
    ...(readPool !== opts.database.db.$client ? { read: readPool } : {}),
  });
  metrics.watchJobQueue(() => queuedJobs(opts.database.db));
  // Every cache of the process shares one budget (platform/cache-budget.ts); /metrics shows what each kind holds.
  caches.resize(opts.config.CACHE_MB * 1_000_000);
  metrics.watchCaches(caches);

  registerErrorHandling(app);
  registerRequestLog(app, { logStatic: opts.config.LOG_STATIC });
  registerLocalizedMessages(app);
  registerStrictJson(app);
  // The security headers (DESIGN.md section 4), worked out once: the Fastify plugin built Helmet's middleware again
  // for every request, its policy parsed each time (2-3 % of the server's time under a search load, issue 25).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The card processor's script and frames only when that provider is on (DESIGN.md section 4).
        scriptSrc: ["'self'", ...(opts.config.STRIPE_SECRET_KEY ? ['https://js.stripe.com'] : [])],
        frameSrc: opts.config.STRIPE_SECRET_KEY ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The mall's own pictures (descriptions may show no other, audit CH notes), sign-in providers' avatars, and the
        // card processor's when it is on.
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          ...socialPictureHosts(opts.config),
          ...(opts.config.STRIPE_SECRET_KEY ? ['https://*.stripe.com'] : []),
        ],
        connectSrc: ["'self'", ...(opts.config.STRIPE_SECRET_KEY ? ['https://api.stripe.com'] : [])],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, () => done()));

  const docsOpen = opts.config.NODE_ENV !== 'production';
  await app.register(swagger, openApiOptions({ publicUrl: opts.config.publicUrl, schemas: contract }));
  if (docsOpen) {
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
    app.get('/api/docs/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  }

  registerSessions(app, opts.database.db);
  registerReaderZones(app, opts.database.db);
  registerVisitorCartMerge(app, opts.database.db, opts.config.publicUrl.startsWith('https:'), {
    skuUnits: opts.config.ORDER_HOLD_MAX_SKU_UNITS,
    skuShare: opts.config.ORDER_HOLD_SKU_SHARE,
  });
  registerOperations(app, {
    db: opts.database.db,
    replica: replicaRoute(opts.database.readDb),
    metrics,
    metricsOpen: opts.config.NODE_ENV !== 'production',
    metricsToken: opts.config.METRICS_TOKEN,
  });

  await app.register(formbody, { bodyLimit: 16 * 1024 });
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 20, parts: 25 } });
  const messaging =
    opts.messaging ??
    createMessaging({
      db: opts.database.db,
      log: app.log,
      smtpUrl: opts.config.SMTP_URL,
      mailFrom: opts.config.MAIL_FROM,
      smsWebhookUrl: opts.config.SMS_WEBHOOK_URL,
      sms: {
        allowedCountries: opts.config.SMS_ALLOWED_COUNTRIES,
        refusedPrefixes: opts.config.SMS_REFUSED_PREFIXES,
        hourlyBudget: opts.config.SMS_HOURLY_BUDGET,
      },
      publicUrl: opts.config.publicUrl,
    });

  app.decorate('messaging', messaging);
  configureNotices({ enabled: opts.config.NOTICES, hourlyCap: opts.config.NOTICE_HOURLY_CAP });
  configureRefundDeadlines({
    acceptDays: opts.config.REFUND_AUTO_ACCEPT_DAYS,
    receiveDays: opts.config.RETURN_AUTO_RECEIVE_DAYS,
  });
  configureStockPictures(path.join(opts.config.dataDir, 'uploads', 'demo'));
  await app.register(authRoutes, { messaging });
  await app.register(socialRoutes);
  await app.register(qrLoginRoutes);
  await app.register(userRoutes, { messaging });
  await app.register(uploadRoutes);
  await app.register(previewImageRoutes);
  await app.register(catalogRoutes);
  await app.register(searchRoutes);
  await app.register(contentRoutes);
  await app.register(shopRoutes);
  await app.register(staffInviteRoutes);
  await app.register(cartRoutes);
  await app.register(addressRoutes);
  await app.register(shippingRoutes);
  await app.register(favouriteRoutes);
  await app.register(couponRoutes);
  await app.register(pointsRoutes);
  await app.register(checkoutRoutes, {
    onOrderCreated: async (orderNo: string, payDeadline: Date) => {
      metrics.orderPlaced();
      await opts.jobs?.scheduleCancel(orderNo, payDeadline);
    },
  });
  const stripe = stripeFromConfig(opts.config);
  await app.register(orderRoutes, { stripe });
  await app.register(paymentRoutes, { stripe });
  await app.register(refundRoutes);
  await app.register(settleRoutes, { messaging });
  await app.register(reviewRoutes);
  await app.register(frontNoticeRoutes);
  await app.register(chatRoutes);
  await app.register(chatSocketRoutes, { hub: chatHub });

  // The consoles' APIs: one scope per area, its one gate settled before anything reads the request (DESIGN.md
  // section 4), so no route can forget it and validation never answers a stranger.
  const { db } = opts.database;
  await registerConsoleArea(app, '/api/merchant', requireMerchant(db), async (area) => {
    await area.register(merchantDashboardRoutes);
    await area.register(merchantOrderRoutes);
    await area.register(merchantProductRoutes);
    await area.register(merchantShopRoutes);
    await area.register(merchantStaffRoutes, { messaging });
    await area.register(merchantRefundRoutes, { stripe });
    await area.register(merchantCouponRoutes);
    await area.register(merchantReviewRoutes);
    await area.register(merchantShippingRoutes);
    await area.register(merchantPayoutRoutes, { messaging, stripe });
    await area.register(merchantFinanceRoutes);
    await area.register(merchantNoticeRoutes);
    await area.register(merchantChatRoutes);
  });
  await registerConsoleArea(app, '/api/admin', requireAdmin(db), async (area) => {
    // Every operator's write leaves its trace here, whichever route took it (audit AW4).
    area.addHook('onSend', logOperatorWrites(db));
    await area.register(adminDashboardRoutes);
    await area.register(adminOperatorLogRoutes);
    await area.register(adminOrderRoutes);
    await area.register(adminProductRoutes);
    await area.register(adminRefundRoutes, { stripe });
    await area.register(adminApplicationRoutes, { messaging });
    await area.register(adminMerchantRoutes);
    await area.register(adminShopChangeRoutes);
    await area.register(adminCatalogSetupRoutes);
    await area.register(adminHomeContentRoutes);
    await area.register(adminSettingsRoutes, { stripe });
    await area.register(adminUserRoutes);
    await area.register(adminShippingRoutes);
    await area.register(adminCouponRoutes);
    await area.register(adminPayoutRoutes, { messaging, stripe });
    await area.register(adminFinanceRoutes);
    await area.register(adminNoticeRoutes);
    await area.register(adminChatRoutes);
  });

  await app.register(pageRoutes);
  await serveFiles(app, opts.config);
  return app;
}

export function stripeFromConfig(config: Config) {
  if (!config.STRIPE_SECRET_KEY) return null;
  return createStripeProvider({
    secretKey: config.STRIPE_SECRET_KEY,
    publishableKey: config.STRIPE_PUBLISHABLE_KEY ?? '',
    webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? '',
    apiBase: config.STRIPE_API_BASE,
  });
}
