-- The mall's attribute glossary (decision 0044): attribute names and their values as each language writes them.
CREATE TABLE "attribute_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer REFERENCES "attribute_terms"("id") ON DELETE CASCADE,
	"texts" jsonb NOT NULL,
	"aliases" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "attribute_terms_parent" ON "attribute_terms" ("parent_id");
