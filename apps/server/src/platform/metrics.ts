import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { CacheBudget } from './cache-budget';

/**
 * What the shop's owners count, handed to them by the composition root (app.ts decorates `app.metrics`), never
 * imported: the checkout counts placed orders, the payments module payments by outcome and the orders they paid.
 */
export type ShopCounters = {
  orderPlaced: () => void;
  orderPaid: () => void;
  payment: (provider: string, outcome: 'succeeded' | 'failed' | 'refunded') => void;
};

/** A counter that counts nothing: for callers (jobs, scripts, tests) that keep no figures. */
export const noCounters: ShopCounters = { orderPlaced: () => {}, orderPaid: () => {}, payment: () => {} };

/**
 * One app's Prometheus figures, in a registry of its own (tests build several apps in one process): HTTP requests
 * by route pattern and status with their durations, the database pools, the job queue's depth, orders placed and
 * paid, payments by outcome, and Node's own figures (memory, event loop, garbage collection).
 */
export class Metrics implements ShopCounters {
  readonly registry = new Registry();
  private readonly requests = new Counter({
    name: 'mall_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  private readonly durations = new Histogram({
    name: 'mall_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  private readonly ordersPlaced = new Counter({
    name: 'mall_orders_placed_total',
    help: 'Checkouts placed (each may hold orders of several shops)',
    registers: [this.registry],
  });
  private readonly ordersPaid = new Counter({
    name: 'mall_orders_paid_total',
    help: 'Checkouts paid',
    registers: [this.registry],
  });
  private readonly payments = new Counter({
    name: 'mall_payments_total',
    help: 'Card payments by provider and outcome (succeeded, failed, refunded because the order was no longer payable)',
    labelNames: ['provider', 'outcome'] as const,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  orderPlaced = () => this.ordersPlaced.inc();
  orderPaid = () => this.ordersPaid.inc();
  payment = (provider: string, outcome: 'succeeded' | 'failed' | 'refunded') =>
    this.payments.inc({ provider, outcome });

  /** Counts every answer under its route's pattern (`/api/front/product/detail/:id`), never the raw URL. */
  observeRequests(app: FastifyInstance): void {
    app.addHook('onResponse', async (request, reply) => {
      const labels = {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      };
      this.requests.inc(labels);
      this.durations.observe(labels, reply.elapsedTime / 1000);
    });
  }

  /** Connections of the named pg pools (total, idle, and callers waiting for one), read at each scrape. */
  watchPools(pools: Record<string, pg.Pool>): void {
    new Gauge({
      name: 'mall_db_pool_connections',
      help: 'Database pool connections by pool and state (total, idle, waiting: callers queued for a connection)',
      labelNames: ['pool', 'state'] as const,
      registers: [this.registry],
      collect() {
        for (const [pool, client] of Object.entries(pools)) {
          this.set({ pool, state: 'total' }, client.totalCount);
          this.set({ pool, state: 'idle' }, client.idleCount);
          this.set({ pool, state: 'waiting' }, client.waitingCount);
        }
      },
    });
  }

  /** Jobs waiting to run, by queue, read at each scrape. */
  watchJobQueue(depth: () => Promise<{ name: string; queued: number }[]>): void {
    new Gauge({
      name: 'mall_job_queue_depth',
      help: 'Jobs waiting to run (created or to retry), by queue',
      labelNames: ['queue'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const { name, queued } of await depth()) this.set({ queue: name }, queued);
      },
    });
  }

  /** Bytes each kind of cache holds, and the process's cache budget, read at each scrape. */
  watchCaches(budget: CacheBudget): void {
    new Gauge({
      name: 'mall_cache_bytes',
      help: 'Bytes the caches of this process hold (their own estimates), by kind; "budget": what they may hold together (CACHE_MB)',
      labelNames: ['cache'] as const,
      registers: [this.registry],
      collect() {
        this.reset();
        this.set({ cache: 'budget' }, budget.bytes);
        for (const [cache, bytes] of budget.report()) this.set({ cache }, bytes);
      },
    });
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
