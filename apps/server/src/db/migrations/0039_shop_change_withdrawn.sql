-- A shop withdraws its pending name or pictures change itself (audit D2): the request is kept as `withdrawn`.
ALTER TABLE "merchant_change_requests" DROP CONSTRAINT "merchant_change_requests_status_check";--> statement-breakpoint
ALTER TABLE "merchant_change_requests" ADD CONSTRAINT "merchant_change_requests_status_check" CHECK ("merchant_change_requests"."status" IN ('pending', 'approved', 'rejected', 'replaced', 'withdrawn'));
