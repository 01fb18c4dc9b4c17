-- 0019_notifications: the transactional outbox of notifications (issue 27, decision 0025). A notice is written in the
-- transaction of the event that causes it; one delivery row per channel is claimed, sent with its idempotency key and
-- marked by the sender job. Users get a stored language.
ALTER TABLE users ADD COLUMN locale text;
--> statement-breakpoint
CREATE TABLE notices (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  user_id integer NOT NULL REFERENCES users(id),
  audience text NOT NULL CHECK (audience IN ('shopper', 'merchant', 'platform')),
  merchant_id integer,
  vars jsonb NOT NULL DEFAULT '{}'::jsonb,
  link text NOT NULL DEFAULT '',
  dedupe_key text NOT NULL,
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE UNIQUE INDEX notices_dedupe_idx ON notices (dedupe_key, user_id, audience);
--> statement-breakpoint
CREATE INDEX notices_user_idx ON notices (user_id, audience, id DESC);
--> statement-breakpoint
CREATE INDEX notices_unread_idx ON notices (user_id, audience) WHERE read_at IS NULL;
--> statement-breakpoint
CREATE TABLE notice_deliveries (
  id bigserial PRIMARY KEY,
  notice_id bigint NOT NULL REFERENCES notices(id) ON DELETE CASCADE,
  channel text NOT NULL CHECK (channel IN ('email', 'sms', 'site')),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'claimed', 'sent', 'failed', 'skipped')),
  attempts smallint NOT NULL DEFAULT 0,
  next_at timestamptz NOT NULL DEFAULT now(),
  claimed_at timestamptz,
  sent_at timestamptz,
  target text,
  reason text,
  idempotency_key text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX notice_deliveries_due_idx ON notice_deliveries (next_at) WHERE status IN ('pending', 'claimed');
--> statement-breakpoint
CREATE INDEX notice_deliveries_notice_idx ON notice_deliveries (notice_id);
--> statement-breakpoint
CREATE TABLE notice_preferences (
  user_id integer NOT NULL REFERENCES users(id),
  kind text NOT NULL,
  channel text NOT NULL CHECK (channel IN ('email', 'sms', 'site')),
  enabled boolean NOT NULL,
  PRIMARY KEY (user_id, kind, channel)
);
--> statement-breakpoint
CREATE TABLE notice_recipients (
  merchant_id integer NOT NULL,
  user_id integer NOT NULL REFERENCES users(id),
  kind text NOT NULL,
  enabled boolean NOT NULL,
  PRIMARY KEY (merchant_id, user_id, kind)
);
--> statement-breakpoint
CREATE TABLE notice_templates (
  kind text NOT NULL,
  locale text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  updated_by integer,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (kind, locale)
);
--> statement-breakpoint
CREATE TABLE notice_bounces (
  email text PRIMARY KEY,
  reason text NOT NULL DEFAULT '',
  bounced_at timestamptz NOT NULL DEFAULT now()
);
