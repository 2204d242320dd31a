-- Booking limits bind the sender, not the page (issue 24 item 3, docs/decisions/0003).
-- sender_key: the sender's rate-limit key (IPv4, or the IPv6 /64) as an HMAC under the server
-- secret, never the address itself; it counts a sender's unanswered requests. Rows from before
-- have none and count for nobody.
-- spam: a request that came past the page's normal daily volume from a sender the page had already
-- heard from that day; it waits in the inbox's 'Spam' folder, without a notification.
ALTER TABLE "booking_requests" ADD COLUMN "sender_key" text;
--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "spam" boolean NOT NULL DEFAULT false;
--> statement-breakpoint
CREATE INDEX "booking_requests_sender_open_idx" ON "booking_requests" ("sender_key")
  WHERE "status" IN ('pendente', 'proposto');
--> statement-breakpoint
CREATE INDEX "booking_requests_phone_open_idx" ON "booking_requests" ("phone")
  WHERE "status" IN ('pendente', 'proposto');
