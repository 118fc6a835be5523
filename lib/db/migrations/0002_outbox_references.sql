CREATE TABLE "admin_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_lockouts" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"lockouts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ALTER COLUMN "payload" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "subscription_id" integer;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "merchant_application_id" integer;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "feedback_id" integer;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "extras" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "lease_token" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_merchant_application_id_merchant_applications_id_fk" FOREIGN KEY ("merchant_application_id") REFERENCES "public"."merchant_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_feedback_id_feedback_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedback"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_subscription_idx" ON "outbox" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "outbox_merchant_idx" ON "outbox" USING btree ("merchant_application_id");--> statement-breakpoint
CREATE INDEX "outbox_feedback_idx" ON "outbox" USING btree ("feedback_id");--> statement-breakpoint
-- Entries written before this migration name their submission inside the payload: feedback by
-- its id, a subscription by its (unique) address, an application by the transaction time and
-- address it was written with. Each gets its reference and keeps its captcha answer; an entry
-- whose submission cannot be found is dropped (the submission itself, if any, stays, and the
-- outbox worker queues every submission that has no entry).
UPDATE "outbox" AS o SET "feedback_id" = f."id" FROM "feedback" AS f WHERE o."kind" = 'feedback' AND f."id"::text = o."payload"->>'feedbackId';--> statement-breakpoint
UPDATE "outbox" AS o SET "subscription_id" = s."id" FROM "subscriptions" AS s WHERE o."kind" = 'subscribe' AND s."email" = o."payload"->>'email';--> statement-breakpoint
UPDATE "outbox" AS o SET "merchant_application_id" = m."id" FROM "merchant_applications" AS m WHERE o."kind" = 'merchant' AND m."created_at" = o."created_at" AND m."email" = o."payload"->>'email';--> statement-breakpoint
UPDATE "outbox" SET "extras" = jsonb_strip_nulls(jsonb_build_object('captcha_key', "payload"->'captcha_key', 'captcha', "payload"->'captcha')) WHERE "payload" ? 'captcha_key' OR "payload" ? 'captcha';--> statement-breakpoint
DELETE FROM "outbox" WHERE num_nonnulls("subscription_id", "merchant_application_id", "feedback_id") <> 1;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_one_submission" CHECK (num_nonnulls("outbox"."subscription_id", "outbox"."merchant_application_id", "outbox"."feedback_id") = 1);