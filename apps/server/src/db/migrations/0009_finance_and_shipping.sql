CREATE TABLE "ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"merchant_id" integer,
	"shop_order_id" integer,
	"refund_id" integer,
	"payout_id" integer,
	"memo" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_kind_check" CHECK ("ledger_entries"."kind" IN ('sale', 'commission', 'refund', 'settle', 'payout', 'payout_reversal', 'adjustment'))
);
--> statement-breakpoint
CREATE TABLE "ledger_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"entry_id" integer NOT NULL,
	"account" text NOT NULL,
	"merchant_id" integer,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_lines_account_check" CHECK ("ledger_lines"."account" IN ('provider_cash', 'platform_commission', 'platform_discounts', 'platform_adjustments', 'merchant_pending', 'merchant_available', 'merchant_paying', 'merchant_paid_out')),
	CONSTRAINT "ledger_lines_kind_check" CHECK ("ledger_lines"."kind" IN ('sale', 'commission', 'refund', 'settle', 'payout', 'payout_reversal', 'adjustment')),
	CONSTRAINT "ledger_lines_merchant_check" CHECK (("ledger_lines"."account" LIKE 'merchant_%') = ("ledger_lines"."merchant_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "merchant_balances" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"pending" bigint DEFAULT 0 NOT NULL,
	"available" bigint DEFAULT 0 NOT NULL,
	"paying" bigint DEFAULT 0 NOT NULL,
	"paid_out" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_account_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"requested_by" integer NOT NULL,
	"account" jsonb NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"method" text DEFAULT 'offline' NOT NULL,
	"stripe_account_id" text,
	"holder" text DEFAULT '' NOT NULL,
	"bank_text" text DEFAULT '' NOT NULL,
	"held_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_accounts_method_check" CHECK ("payout_accounts"."method" IN ('offline', 'stripe'))
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"payout_no" text NOT NULL,
	"merchant_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'reviewing' NOT NULL,
	"account" jsonb NOT NULL,
	"transfer_id" text,
	"reject_reason" text,
	"fail_reason" text,
	"requested_by" integer NOT NULL,
	"reviewed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payouts_status_check" CHECK ("payouts"."status" IN ('reviewing', 'paying', 'paid', 'rejected', 'failed')),
	CONSTRAINT "payouts_amount_check" CHECK ("payouts"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "shipping_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer,
	"name" text NOT NULL,
	"charge_by" text DEFAULT 'piece' NOT NULL,
	"rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"free" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"undeliverable" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_templates_charge_by_check" CHECK ("shipping_templates"."charge_by" IN ('piece', 'weight'))
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "weight_grams" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "shipping_template_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "is_virtual" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "region_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "region" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "city" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "commission_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "shop_discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "platform_discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "commission" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "commission_bp" integer;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_shop_order_id_shop_orders_id_fk" FOREIGN KEY ("shop_order_id") REFERENCES "public"."shop_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_balances" ADD CONSTRAINT "merchant_balances_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_account_changes" ADD CONSTRAINT "payout_account_changes_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_templates" ADD CONSTRAINT "shipping_templates_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_key_idx" ON "ledger_entries" USING btree ("key");--> statement-breakpoint
CREATE INDEX "ledger_entries_merchant_idx" ON "ledger_entries" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_lines_entry_idx" ON "ledger_lines" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "ledger_lines_merchant_idx" ON "ledger_lines" USING btree ("merchant_id","id");--> statement-breakpoint
CREATE INDEX "ledger_lines_merchant_kind_idx" ON "ledger_lines" USING btree ("merchant_id","kind","id");--> statement-breakpoint
CREATE INDEX "payout_account_changes_merchant_idx" ON "payout_account_changes" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_payout_no_idx" ON "payouts" USING btree ("payout_no");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_one_reviewing_idx" ON "payouts" USING btree ("merchant_id") WHERE "payouts"."status" = 'reviewing';--> statement-breakpoint
CREATE INDEX "payouts_merchant_idx" ON "payouts" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "payouts_status_idx" ON "payouts" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "shipping_templates_merchant_idx" ON "shipping_templates" USING btree ("merchant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_templates_one_default_idx" ON "shipping_templates" USING btree (coalesce("merchant_id", 0)) WHERE "shipping_templates"."is_default" AND NOT "shipping_templates"."deleted";--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_shipping_template_id_shipping_templates_id_fk" FOREIGN KEY ("shipping_template_id") REFERENCES "public"."shipping_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION "ledger_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'The money ledger is append-only: % on % refused', TG_OP, TG_TABLE_NAME;
END $$;--> statement-breakpoint
CREATE TRIGGER "ledger_lines_append_only" BEFORE UPDATE OR DELETE ON "ledger_lines" FOR EACH ROW EXECUTE FUNCTION "ledger_append_only"();--> statement-breakpoint
CREATE TRIGGER "ledger_entries_append_only" BEFORE UPDATE OR DELETE ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION "ledger_append_only"();
