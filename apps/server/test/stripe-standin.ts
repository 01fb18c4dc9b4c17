import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StandinTransfer = {
  id: string;
  object: 'transfer';
  amount: number;
  currency: string;
  destination: string;
  transfer_group: string | null;
  metadata: Record<string, string>;
};

export type StandinRefund = {
  id: string;
  object: 'refund';
  amount: number;
  status: string;
  payment_intent: string;
  metadata: Record<string, string>;
};

/** Stripe's smallest charge per currency, as Stripe refuses a smaller one (`amount_too_small`). */
const STRIPE_MINIMUM: Record<string, number> = { usd: 50 };

/** A Stripe-shaped refusal the stand-in answers on a path (`refuse`), as Stripe answers a rolled key or a limit. */
export type StandinRefusal = { status: number; error: Record<string, unknown> };

/**
 * What befalls the answer of a refund call that Stripe did carry out (`loseRefundAnswers`): the connection is reset
 * before it (`reset`), it is a 500 (`error`), which Stripe then saves as the answer of its Idempotency-Key and replays
 * to every retry on that key, or it comes `late` by `ms` (the client may have given up waiting).
 */
export type StandinAnswerTrouble =
  | { how: 'reset' }
  | { how: 'error' }
  | { how: 'late'; ms: number }
  /** Stripe made nothing and answered a 500, which it saves as the key's answer and replays for 24 hours (audit EI6). */
  | { how: 'fail' };

/**
 * A stand-in for api.stripe.com at the edge of the world: the real Stripe client talks HTTP to it (STRIPE_API_BASE).
 * It creates payment intents (refusing one under Stripe's minimum amount), cancels and confirms them (a cancelled
 * intent cannot succeed), records refunds and makes Connect transfers, honouring Idempotency-Key like Stripe (the
 * same key answers the first result, on refunds as well). It lists refunds per payment and answers a charge's
 * payment; once a payment has a refund made from the dashboard (`dashboardRefund`), it refuses refunds beyond what is
 * left as Stripe does. A transfer to `acct_declined` is refused (400); `failTransfers` makes the next transfer calls
 * fail with a 500 before anything is recorded; `refuse` answers a path (`/v1/payment_intents`, `cancel`,
 * `/v1/refunds`) with a Stripe-shaped refusal until it is removed. `loseRefundAnswers` makes the next refund calls
 * happen (or replay) as usual but their answers get lost: reset, a 500 the key then keeps answering, or late. As
 * Stripe, a refund key is bound to the parameters of its first request carried out: other parameters on it are
 * refused with a 400 `idempotency_error` (listed in `idempotencyErrors`), and a refusal of the payment's state
 * (`charge_already_refunded`, `amount_too_large`, `charge_disputed` while the payment is in `disputed`) is saved as
 * the key's answer and replayed (audit ET3).
 */
export async function startStripeStandin() {
  const intents = new Map<string, Record<string, unknown>>();
  const byKey = new Map<string, string>();
  const refunds: string[] = [];
  /** The Idempotency-Key of each refund call, in the order of `refunds`. */
  const refundKeys: string[] = [];
  /** Refunds made, one per Idempotency-Key as Stripe makes them (`refunds` lists every call). */
  const refundsMade = new Map<string, Record<string, unknown>>();
  const transfers: StandinTransfer[] = [];
  const transferKeys = new Map<string, { status: number; body: unknown }>();
  /** Every intent cancel call: the intent and its Idempotency-Key. */
  const cancelCalls: { intent: string; key: string }[] = [];
  const refuse = new Map<string, StandinRefusal>();
  /** The troubles of the next refund answers, first first (`loseRefundAnswers`). */
  const refundTroubles: StandinAnswerTrouble[] = [];
  /** Idempotency-Keys whose saved answer is a 500 (Stripe replays it, as any first answer of a key). */
  const erroredKeys = new Set<string>();
  /**
   * The parameters of each refund key's first request that Stripe began to carry out (a refund made, a 500 saved, a
   * refusal of the payment's state): Stripe refuses the key with other parameters (`idempotency_error`, 400).
   */
  const keyParams = new Map<string, string>();
  /** Refusals Stripe saved as a key's answer (the payment's state refused it): replayed to the same parameters. */
  const savedRefusals = new Map<string, Record<string, unknown>>();
  /** Every refund call Stripe answered an idempotency error, by its key (audit ET3). */
  const idempotencyErrors: string[] = [];
  /** Payments whose charge a dispute holds at Stripe: refunding them is refused (`charge_disputed`). */
  const disputed = new Set<string>();
  const state = { failTransfers: 0, transferCalls: 0 };
  /** Every refund made, by the mall (with its refund number) or from the dashboard (`dashboardRefund`). */
  const refundList: StandinRefund[] = [];
  /** Charge id -> payment intent id, for `GET /v1/charges/:id`. */
  const charges = new Map<string, string>();
  const refundedOf = (intentId: string) =>
    refundList
      .filter((r) => r.payment_intent === intentId && r.status === 'succeeded')
      .reduce((sum, r) => sum + r.amount, 0);
  let seq = 0;
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      const form = new URLSearchParams(body);
      const key = String(req.headers['idempotency-key'] ?? '');
      res.setHeader('content-type', 'application/json');
      const answer = (status: number, payload: unknown) => {
        res.statusCode = status;
        res.end(JSON.stringify(payload));
      };
      const intentCall = /^\/v1\/payment_intents\/([\w]+)\/(cancel|confirm)$/.exec(req.url ?? '');
      const refusal = refuse.get(intentCall ? (intentCall[2] ?? '') : (req.url ?? ''));
      if (refusal) return answer(refusal.status, { error: refusal.error });
      if (intentCall && req.method === 'POST') {
        const [, id = '', action] = intentCall;
        const intent = intents.get(id);
        if (!intent) return answer(404, { error: { type: 'invalid_request_error', code: 'resource_missing' } });
        if (action === 'cancel') cancelCalls.push({ intent: id, key });
        const unexpected = () =>
          answer(400, {
            error: {
              type: 'invalid_request_error',
              code: 'payment_intent_unexpected_state',
              message: `This PaymentIntent's status is ${intent.status}.`,
              payment_intent: intent,
            },
          });
        if (action === 'cancel') {
          // Cancelling a cancelled intent answers it again; a succeeded one cannot be cancelled.
          if (intent.status === 'succeeded') return unexpected();
          intent.status = 'canceled';
          return answer(200, intent);
        }
        if (intent.status === 'canceled' || intent.status === 'succeeded') return unexpected();
        intent.status = 'succeeded';
        return answer(200, intent);
      }
      if (req.url === '/v1/payment_intents' && req.method === 'POST') {
        const existing = byKey.get(key);
        if (existing) return res.end(JSON.stringify(intents.get(existing)));
        const currency = String(form.get('currency'));
        const minimum = STRIPE_MINIMUM[currency] ?? 50;
        if (Number(form.get('amount')) < minimum) {
          return answer(400, {
            error: {
              type: 'invalid_request_error',
              code: 'amount_too_small',
              param: 'amount',
              message: `Amount must be at least $${(minimum / 100).toFixed(2)} ${currency}`,
            },
          });
        }
        const id = `pi_test_${++seq}`;
        const intent = {
          id,
          object: 'payment_intent',
          amount: Number(form.get('amount')),
          currency: form.get('currency'),
          client_secret: `${id}_secret_abc`,
          metadata: { orderNo: form.get('metadata[orderNo]') },
          status: 'requires_payment_method',
        };
        intents.set(id, intent);
        byKey.set(key, id);
        return res.end(JSON.stringify(intent));
      }
      if (req.url === '/v1/refunds' && req.method === 'POST') {
        const intentId = String(form.get('payment_intent'));
        const serverError = { error: { type: 'api_error', message: 'Something went wrong on our end' } };
        // As Stripe: a key is bound to the parameters of its first request carried out; others are refused, and a
        // refusal it saved is replayed (audit ET3).
        const params = JSON.stringify([intentId, form.get('amount'), form.get('metadata[refundNo]')]);
        const first = key ? keyParams.get(key) : undefined;
        if (first !== undefined && first !== params) {
          refunds.push(intentId);
          refundKeys.push(key);
          idempotencyErrors.push(key);
          return answer(400, {
            error: {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
            },
          });
        }
        const saved = key ? savedRefusals.get(key) : undefined;
        if (saved) {
          refunds.push(intentId);
          refundKeys.push(key);
          res.setHeader('idempotent-replayed', 'true');
          return answer(400, { error: saved });
        }
        if (key) keyParams.set(key, params);
        // The answer of a refund carried out (or replayed), unless `loseRefundAnswers` has it lost.
        const answerRefund = (refund: unknown) => {
          const trouble = refundTroubles.shift();
          if (!trouble) return answer(200, refund);
          if (trouble.how === 'reset') return req.socket.destroy();
          if (trouble.how === 'late') return void setTimeout(() => answer(200, refund), trouble.ms);
          if (key) erroredKeys.add(key);
          return answer(500, serverError);
        };
        if (refundTroubles[0]?.how === 'fail' && !(key && (erroredKeys.has(key) || refundsMade.has(key)))) {
          refundTroubles.shift();
          refunds.push(intentId);
          refundKeys.push(key);
          if (key) erroredKeys.add(key);
          return answer(500, serverError);
        }
        if (key && erroredKeys.has(key)) {
          refunds.push(intentId);
          refundKeys.push(key);
          res.setHeader('idempotent-replayed', 'true');
          return answer(500, serverError);
        }
        // As Stripe: the same key answers the refund it made first, so a repeated call refunds once (every call is
        // listed in `refunds`).
        const earlier = key ? refundsMade.get(key) : undefined;
        if (earlier) {
          refunds.push(intentId);
          refundKeys.push(key);
          res.setHeader('idempotent-replayed', 'true');
          return answerRefund(earlier);
        }
        const intent = intents.get(intentId);
        const left = Number(intent?.amount ?? 0) - refundedOf(intentId);
        const amount = form.get('amount') ? Number(form.get('amount')) : left;
        // Stripe's refusals of the payment's state, saved as the key's answer like any answer of a request it began.
        const refused = (code: string, message: string) => {
          const error = { type: 'invalid_request_error', code, message };
          if (key) savedRefusals.set(key, error);
          res.statusCode = 400;
          return res.end(JSON.stringify({ error }));
        };
        if (disputed.has(intentId)) {
          return refused('charge_disputed', `Charge ch_${intentId} has been charged back; cannot issue a refund.`);
        }
        // Stripe's refusals once money of the charge was given back from its dashboard (decision 0051).
        if (intent && refundList.some((r) => r.payment_intent === intentId && !r.metadata.refundNo)) {
          if (left <= 0) return refused('charge_already_refunded', `Charge ch_${intentId} has already been refunded.`);
          if (amount > left) return refused('amount_too_large', 'Refund amount is greater than unrefunded amount');
        }
        refunds.push(intentId);
        refundKeys.push(key);
        const refund: StandinRefund = {
          id: `re_${refunds.length}`,
          object: 'refund',
          amount,
          status: 'succeeded',
          payment_intent: intentId,
          metadata: form.get('metadata[refundNo]') ? { refundNo: String(form.get('metadata[refundNo]')) } : {},
        };
        refundList.push(refund);
        refundsMade.set(key || refund.id, refund);
        return answerRefund(refund);
      }
      if (req.url?.startsWith('/v1/refunds?') && req.method === 'GET') {
        const intentId = new URL(req.url, 'http://x').searchParams.get('payment_intent');
        const data = refundList.filter((r) => r.payment_intent === intentId);
        return res.end(JSON.stringify({ object: 'list', data, has_more: false, url: '/v1/refunds' }));
      }
      if (req.url?.startsWith('/v1/charges/') && req.method === 'GET') {
        const id = req.url.slice('/v1/charges/'.length);
        const intentId = charges.get(id);
        if (!intentId) {
          res.statusCode = 404;
          return res.end(
            JSON.stringify({ error: { type: 'invalid_request_error', message: `No such charge: ${id}` } }),
          );
        }
        return res.end(JSON.stringify({ id, object: 'charge', payment_intent: intentId }));
      }
      if (req.url === '/v1/transfers' && req.method === 'POST') {
        state.transferCalls++;
        const earlier = key ? transferKeys.get(key) : undefined;
        if (earlier) {
          res.setHeader('idempotent-replayed', 'true');
          return answer(earlier.status, earlier.body);
        }
        if (state.failTransfers > 0) {
          state.failTransfers--;
          return answer(500, { error: { type: 'api_error', message: 'Something went wrong on our end' } });
        }
        const destination = String(form.get('destination') ?? '');
        let result: { status: number; body: unknown };
        if (destination === 'acct_declined') {
          result = {
            status: 400,
            body: { error: { type: 'invalid_request_error', message: 'No such destination: acct_declined' } },
          };
        } else {
          const transfer: StandinTransfer = {
            id: `tr_test_${++seq}`,
            object: 'transfer',
            amount: Number(form.get('amount')),
            currency: String(form.get('currency')),
            destination,
            transfer_group: form.get('transfer_group'),
            metadata: { payoutNo: String(form.get('metadata[payoutNo]') ?? '') },
          };
          transfers.push(transfer);
          result = { status: 200, body: transfer };
        }
        if (key) transferKeys.set(key, result);
        return answer(result.status, result.body);
      }
      res.statusCode = 404;
      res.end(JSON.stringify({ error: { message: 'unknown' } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    intents,
    refunds,
    refundKeys,
    refundsMade,
    transfers,
    cancelCalls,
    refuse,
    state,
    refundList,
    charges,
    idempotencyErrors,
    disputed,
    /**
     * A refund that succeeded and then failed (or was canceled), as a closed card makes it days later: Stripe puts its
     * money back on the payment's balance (decision 0052). Answers the refund as its `refund.updated` event carries it.
     */
    failRefund(id: string, status: 'failed' | 'canceled' = 'failed'): StandinRefund {
      const refund = refundList.find((r) => r.id === id);
      if (!refund) throw new Error(`no refund ${id}`);
      refund.status = status;
      return refund;
    },
    /**
     * The next `times` refund calls are carried out (or replayed) as Stripe does, but their answers are lost as `trouble`
     * says: the mall does not learn what Stripe did.
     */
    loseRefundAnswers(times: number, trouble: StandinAnswerTrouble): void {
      for (let i = 0; i < times; i++) refundTroubles.push(trouble);
    },
    /** A refund made by someone at Stripe's dashboard: no refund number of the mall. */
    dashboardRefund(intentId: string, amount: number): StandinRefund {
      const refund: StandinRefund = {
        id: `re_dash_${++seq}`,
        object: 'refund',
        amount,
        status: 'succeeded',
        payment_intent: intentId,
        metadata: {},
      };
      refundList.push(refund);
      return refund;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type StripeStandin = Awaited<ReturnType<typeof startStripeStandin>>;
