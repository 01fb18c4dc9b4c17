import {
  AdminPayoutListQuerySchema,
  AdminPayoutSchema,
  NoDataSchema,
  PayoutAccountCodeSentSchema,
  PayoutAccountConfirmSchema,
  PayoutAccountInputSchema,
  PayoutAccountSchema,
  PayoutBankTransferSchema,
  PayoutFailSchema,
  PayoutListQuerySchema,
  PayoutNoParamSchema,
  PayoutOverviewSchema,
  PayoutRejectSchema,
  PayoutRequestedSchema,
  PayoutRequestSchema,
  PayoutSchema,
  PayoutSettingsSchema,
  pageOf,
  toCents,
} from '@mall/contract';
import type { FastifyRequest } from 'fastify';
import { merchantOf } from '../../platform/auth';
import type { FastifyZod } from '../../platform/fastify';
import { requestLocale } from '../../platform/locale';
import type { Messaging } from '../../platform/messaging';
import { answers, ok } from '../../platform/reply';
import { liveSession } from '../../platform/session';
import type { StripeProvider } from '../payments/stripe-provider';
import { savePayoutHold } from '../settings/settings.service';
import { confirmAccountChange, isShopOwner, payoutAccountView, requestAccountChange } from './payout-account';
import { awaitsBankTransfer, failBankTransfer, recordBankTransfer } from './payout-bank';
import { adminPayouts, shopPayouts } from './payout-lists';
import type { PayoutNotice } from './payout-mails';
import { payoutProviders } from './payout-providers';
import * as payouts from './payouts';

const tags = ['merchant'];

/** The shop's side of payouts and its payout account (API.md section F), in the /api/merchant area. */
export async function merchantPayoutRoutes(
  app: FastifyZod,
  opts: { messaging: Messaging; stripe: StripeProvider | null },
): Promise<void> {
  const { db } = app.database;
  const stripeAvailable = opts.stripe !== null;
  /** Who reads the account's details: the owner whole, another member masked (decision 0058). */
  const reader = async (request: FastifyRequest) =>
    (await isShopOwner(db, merchantOf(request), liveSession(request).userId))
      ? ('owner' as const)
      : ('member' as const);

  app.get(
    '/api/merchant/finance/payouts',
    { schema: { tags, querystring: PayoutListQuerySchema, response: answers(pageOf(PayoutSchema)) } },
    async (request) => ok(await shopPayouts(db, merchantOf(request), request.query, await reader(request))),
  );

  app.get(
    '/api/merchant/finance/payouts/overview',
    { schema: { tags, response: answers(PayoutOverviewSchema) } },
    async (request) => ok(await payouts.payoutOverview(db, merchantOf(request), liveSession(request).userId)),
  );

  app.post(
    '/api/merchant/finance/payouts',
    { schema: { tags, body: PayoutRequestSchema, response: answers(PayoutRequestedSchema) } },
    async (request) => {
      const payoutNo = await payouts.requestPayout(
        db,
        merchantOf(request),
        liveSession(request).userId,
        toCents(request.body.amount),
        requestLocale(request),
      );
      return ok({ payoutNo }, 'The payout was asked for; the platform will review it');
    },
  );

  app.get(
    '/api/merchant/finance/payout-account',
    { schema: { tags, response: answers(PayoutAccountSchema) } },
    async (request) => ok(await payoutAccountView(db, merchantOf(request), stripeAvailable, await reader(request))),
  );

  app.post(
    '/api/merchant/finance/payout-account',
    { schema: { tags, body: PayoutAccountInputSchema, response: answers(PayoutAccountCodeSentSchema) } },
    async (request) =>
      ok(
        await requestAccountChange(
          db,
          opts.messaging,
          merchantOf(request),
          liveSession(request).userId,
          request.body,
          stripeAvailable,
          requestLocale(request),
        ),
        "A code was sent to the shop owner's email",
      ),
  );

  app.post(
    '/api/merchant/finance/payout-account/confirm',
    { schema: { tags, body: PayoutAccountConfirmSchema, response: answers(PayoutAccountSchema) } },
    async (request) => {
      await confirmAccountChange(
        db,
        opts.messaging,
        merchantOf(request),
        liveSession(request).userId,
        request.body.code,
        requestLocale(request),
      );
      // Only the owner confirms a change (confirmAccountChange refused anyone else), so the owner reads it whole.
      return ok(
        await payoutAccountView(db, merchantOf(request), stripeAvailable, 'owner'),
        'The payout account was changed',
      );
    },
  );
}

/** The platform's payout review queue (API.md section F), in the /api/admin area. */
export async function adminPayoutRoutes(
  app: FastifyZod,
  opts: { messaging: Messaging; stripe: StripeProvider | null },
): Promise<void> {
  const { db } = app.database;
  const providers = payoutProviders(opts.stripe);
  const notice = (request: FastifyRequest): PayoutNotice => ({
    messaging: opts.messaging,
    warn: (details, message) => request.log.warn(details, message),
  });
  const adminTags = ['admin'];

  app.get(
    '/api/admin/finance/payouts',
    {
      schema: {
        tags: adminTags,
        querystring: AdminPayoutListQuerySchema,
        response: answers(pageOf(AdminPayoutSchema)),
      },
    },
    async (request) => ok(await adminPayouts(db, request.query)),
  );

  app.post(
    '/api/admin/finance/payouts/:payoutNo/approve',
    { schema: { tags: adminTags, params: PayoutNoParamSchema, response: answers(PayoutRequestedSchema) } },
    async (request) => {
      const status = await payouts.approvePayout(
        db,
        providers,
        request.params.payoutNo,
        liveSession(request).userId,
        notice(request),
      );
      const message =
        status === 'paid'
          ? 'The payout was approved and paid'
          : status === 'failed'
            ? "The payout was approved but the transfer failed; the money is back in the shop's available balance"
            : (await awaitsBankTransfer(db, request.params.payoutNo))
              ? 'The payout was approved; record the bank transfer once it is made'
              : 'The payout was approved; the transfer is being retried';
      return ok({ payoutNo: request.params.payoutNo }, message);
    },
  );

  app.post(
    '/api/admin/finance/payouts/:payoutNo/paid',
    {
      schema: {
        tags: adminTags,
        params: PayoutNoParamSchema,
        body: PayoutBankTransferSchema,
        response: answers(NoDataSchema),
      },
    },
    async (request) => {
      const { payoutNo } = request.params;
      await recordBankTransfer(db, payoutNo, liveSession(request).userId, request.body, notice(request));
      return ok(null, 'The bank transfer was recorded and the payout is paid');
    },
  );

  app.post(
    '/api/admin/finance/payouts/:payoutNo/fail',
    {
      schema: {
        tags: adminTags,
        params: PayoutNoParamSchema,
        body: PayoutFailSchema,
        response: answers(NoDataSchema),
      },
    },
    async (request) => {
      const { payoutNo } = request.params;
      await failBankTransfer(db, payoutNo, liveSession(request).userId, request.body.reason, notice(request));
      return ok(null, "The payout was marked failed; the money is back in the shop's available balance");
    },
  );

  app.post(
    '/api/admin/finance/payouts/:payoutNo/reject',
    {
      schema: {
        tags: adminTags,
        params: PayoutNoParamSchema,
        body: PayoutRejectSchema,
        response: answers(NoDataSchema),
      },
    },
    async (request) => {
      await payouts.rejectPayout(
        db,
        request.params.payoutNo,
        liveSession(request).userId,
        request.body.reason,
        notice(request),
      );
      return ok(null, 'The payout was rejected');
    },
  );

  app.get(
    '/api/admin/finance/payout-settings',
    { schema: { tags: adminTags, response: answers(PayoutSettingsSchema) } },
    async () => ok({ holdHours: (await payouts.payoutRules(db)).holdHours }),
  );

  app.post(
    '/api/admin/finance/payout-settings',
    { schema: { tags: adminTags, body: PayoutSettingsSchema, response: answers(PayoutSettingsSchema) } },
    async (request) => {
      await savePayoutHold(db, request.body.holdHours);
      return ok({ holdHours: (await payouts.payoutRules(db)).holdHours }, 'Saved');
    },
  );
}
