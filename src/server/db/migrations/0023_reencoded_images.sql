-- Issue 24: reference images are redrawn from their pixels on upload (no GPS or other metadata,
-- bounded size). Rows stored before that keep the file as sent: they start as not re-encoded and
-- the maintenance job redraws them once (domain/booking/reencode-stored-images.ts).
ALTER TABLE "booking_request_images" ADD COLUMN "reencoded" boolean NOT NULL DEFAULT false;
--> statement-breakpoint
CREATE INDEX "booking_request_images_pending_idx" ON "booking_request_images" ("id") WHERE NOT "reencoded";
