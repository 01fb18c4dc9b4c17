-- Audit DF1, decision 0051: money Stripe takes back without the mall asking (a refund made at Stripe, a dispute),
-- recorded once per Stripe id; a dispute holds its payment's shop orders out of settlement while it is open.
CREATE TABLE "provider_returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"ref" text NOT NULL,
	"kind" text NOT NULL,
	"payment_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"due_by" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "provider_returns_kind_check" CHECK ("provider_returns"."kind" IN ('refund', 'dispute'))
);--> statement-breakpoint
ALTER TABLE "provider_returns" ADD CONSTRAINT "provider_returns_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_returns" ADD CONSTRAINT "provider_returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_returns_ref_idx" ON "provider_returns" USING btree ("provider","ref");--> statement-breakpoint
CREATE INDEX "provider_returns_order_idx" ON "provider_returns" USING btree ("order_id");--> statement-breakpoint
-- Disputes still open, which the settlement job reads for every batch.
CREATE INDEX "provider_returns_open_idx" ON "provider_returns" USING btree ("order_id") WHERE "kind" = 'dispute' AND "closed_at" IS NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "paid_earlier" boolean DEFAULT false NOT NULL;
