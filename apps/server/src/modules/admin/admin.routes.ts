import type { FastifyZod } from '../../platform/fastify';
import type { StripeProvider } from '../payments/stripe-provider';
import { adminCatalogSetupRoutes } from './catalog-setup.routes';
import { adminHomeContentRoutes } from './home-content.routes';
import { adminMerchantRoutes } from './merchants.routes';
import { adminSettingsRoutes } from './settings.routes';
import { adminShopChangeRoutes } from './shop-changes.routes';
import { adminUserRoutes } from './users.routes';

/**
 * The platform console's API (/api/admin, platform administrators only) except the merchant applications
 * (applications.routes.ts) and coupons (modules/coupons). Answers are never cached by a browser or proxy.
 */
export async function platformConsoleRoutes(app: FastifyZod, opts: { stripe: StripeProvider | null }): Promise<void> {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  await app.register(adminMerchantRoutes);
  await app.register(adminCatalogSetupRoutes);
  await app.register(adminHomeContentRoutes);
  await app.register(adminSettingsRoutes, { stripe: opts.stripe });
  await app.register(adminUserRoutes);
  await app.register(adminShopChangeRoutes);
}
