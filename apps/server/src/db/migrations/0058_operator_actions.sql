-- Audit AW4: nothing recorded which operator suspended a shop, changed a commission or a setting, disabled a user,
-- booked an adjustment or decided a payout. Every successful write under /api/admin now leaves one row here, written
-- by the admin area's one hook (modules/admin/operator-log.ts), its body with secrets taken out. The log is
-- append-only: the database itself refuses to change or remove a row, whatever code asks.
CREATE TABLE "operator_actions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"email" text NOT NULL,
	"method" text NOT NULL,
	"route" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"object" text NOT NULL,
	"body" jsonb,
	"status" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "operator_actions_created_idx" ON "operator_actions" ("created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "operator_actions_user_idx" ON "operator_actions" ("user_id", "id" DESC);
--> statement-breakpoint
CREATE FUNCTION operator_actions_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'operator_actions is append-only';
END $$;
--> statement-breakpoint
CREATE TRIGGER operator_actions_append_only BEFORE UPDATE OR DELETE ON "operator_actions"
	FOR EACH ROW EXECUTE FUNCTION operator_actions_append_only();
