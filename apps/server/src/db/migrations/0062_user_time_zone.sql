-- The time zone of the browser an account last used (X-Time-Zone, an IANA name), so that a daily job with no browser
-- (the coupon reminder) writes its dates in the reader's zone; null until a browser named one.
ALTER TABLE "users" ADD COLUMN "time_zone" text;
