import type {
  AfterSalesSettings,
  FooterSettings,
  HomeSettings,
  LoginMethodsEdit,
  LoginMethodsView,
  PaymentSettingsEdit,
  PaymentSettingsView,
  PointsSettings,
  ServiceSettings,
} from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { ChangeFeed } from '../../platform/change-feed';
import { checkPlatformPictures } from '../content/platform-pictures';
import { getSetting, getSettings, type SettingKey } from '../content/settings';
import { activeCardProvider, testCardAllowed } from '../payments/card-provider';
import type { StripeProvider } from '../payments/stripe-provider';

/**
 * Merges fields into a stored setting (keys the console does not edit, such as `home.showGuest` for the home form,
 * stay as they are). The storefront reads settings through content/settings.ts with defaults for missing fields.
 */
async function mergeSetting(db: Pick<Db, 'execute'>, key: SettingKey, fields: object): Promise<void> {
  await db.execute(sql`
    INSERT INTO settings (key, value) VALUES (${key}, ${JSON.stringify(fields)}::jsonb)
    ON CONFLICT (key) DO UPDATE SET value = settings.value || EXCLUDED.value, updated_at = now()`);
}

/** Saves, then empties the listing caches: the home data (logo, service, footer, guest flag) is one (decision 0004). */
async function saveSetting(db: Db, key: SettingKey, fields: object, changes: ChangeFeed): Promise<void> {
  await mergeSetting(db, key, fields);
  await changes.announce(db, 'listings');
}

/** The hold after a shop changes its payout account (modules/finance reads it through content/settings). */
export async function savePayoutHold(db: Db, holdHours: number): Promise<void> {
  await mergeSetting(db, 'payouts', { holdHours });
}

export async function homeSettings(db: Db): Promise<HomeSettings> {
  const home = await getSetting(db, 'home');
  return {
    logoUrl: home.logoUrl,
    loginLeftImage: home.loginLeftImage,
    mobileUrl: home.mobileUrl,
    currencySymbol: home.currencySymbol,
  };
}

export async function saveHomeSettings(db: Db, input: HomeSettings, changes: ChangeFeed): Promise<HomeSettings> {
  const { logoUrl, loginLeftImage } = await homeSettings(db);
  await checkPlatformPictures(db, [input.logoUrl, input.loginLeftImage], [logoUrl, loginLeftImage]);
  await saveSetting(db, 'home', input, changes);
  return homeSettings(db);
}

type ProviderConfig = Pick<Config, 'GOOGLE_CLIENT_ID' | 'FACEBOOK_CLIENT_ID' | 'TWITTER_CLIENT_ID'>;

export async function loginMethods(db: Db, config: ProviderConfig): Promise<LoginMethodsView> {
  const { loginMethods: methods, home } = await getSettings(db, ['loginMethods', 'home']);
  return {
    visitorOpen: methods.visitorOpen,
    showGuest: home.showGuest,
    googleOpen: methods.googleOpen,
    facebookOpen: methods.facebookOpen,
    twitterOpen: methods.twitterOpen,
    configured: {
      google: Boolean(config.GOOGLE_CLIENT_ID),
      facebook: Boolean(config.FACEBOOK_CLIENT_ID),
      twitter: Boolean(config.TWITTER_CLIENT_ID),
    },
  };
}

/** The guest flag lives with the home data (the storefront reads it there); the rest under `loginMethods`. */
export async function saveLoginMethods(
  db: Db,
  config: ProviderConfig,
  input: LoginMethodsEdit,
  changes: ChangeFeed,
): Promise<LoginMethodsView> {
  const { showGuest, ...methods } = input;
  await db.transaction(async (tx) => {
    await mergeSetting(tx, 'loginMethods', methods);
    await mergeSetting(tx, 'home', { showGuest });
  });
  await changes.announce(db, 'listings');
  return loginMethods(db, config);
}

export async function serviceSettings(db: Db): Promise<ServiceSettings> {
  return getSetting(db, 'service');
}

export async function saveServiceSettings(
  db: Db,
  input: ServiceSettings,
  changes: ChangeFeed,
): Promise<ServiceSettings> {
  await checkPlatformPictures(db, [input.qrImage], [(await serviceSettings(db)).qrImage]);
  await saveSetting(db, 'service', input, changes);
  return serviceSettings(db);
}

export async function footerSettings(db: Db): Promise<FooterSettings> {
  return getSetting(db, 'footer');
}

export async function saveFooterSettings(db: Db, input: FooterSettings, changes: ChangeFeed): Promise<FooterSettings> {
  await saveSetting(db, 'footer', input, changes);
  return footerSettings(db);
}

type StripeConfig = Pick<Config, 'STRIPE_PUBLISHABLE_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'NODE_ENV' | 'SEED_DEMO'>;

export async function paymentSettings(
  db: Db,
  stripe: StripeProvider | null,
  config: StripeConfig,
): Promise<PaymentSettingsView> {
  const allowed = await getSetting(db, 'payment');
  return {
    stripeOpen: allowed.stripeOpen,
    testcardOpen: allowed.testcardOpen,
    stripeConfigured: stripe !== null,
    stripeWebhookConfigured: Boolean(config.STRIPE_WEBHOOK_SECRET),
    stripePublishableKey: stripe ? (config.STRIPE_PUBLISHABLE_KEY ?? '') : '',
    testcardAllowed: testCardAllowed(config),
    activeProvider: await activeCardProvider(db, stripe, testCardAllowed(config)),
  };
}

export async function savePaymentSettings(
  db: Db,
  stripe: StripeProvider | null,
  config: StripeConfig,
  input: PaymentSettingsEdit,
  changes: ChangeFeed,
): Promise<PaymentSettingsView> {
  await saveSetting(db, 'payment', input, changes);
  return paymentSettings(db, stripe, config);
}

export async function pointsSettings(db: Db): Promise<PointsSettings> {
  return getSetting(db, 'points');
}

export async function savePointsSettings(db: Db, input: PointsSettings, changes: ChangeFeed): Promise<PointsSettings> {
  await saveSetting(db, 'points', input, changes);
  return pointsSettings(db);
}

export async function afterSalesSettings(db: Db): Promise<AfterSalesSettings> {
  return getSetting(db, 'afterSales');
}

export async function saveAfterSalesSettings(
  db: Db,
  input: AfterSalesSettings,
  changes: ChangeFeed,
): Promise<AfterSalesSettings> {
  await saveSetting(db, 'afterSales', input, changes);
  return afterSalesSettings(db);
}
