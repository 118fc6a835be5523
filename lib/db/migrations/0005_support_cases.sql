ALTER TABLE "feedback" ADD COLUMN "case_kind" text DEFAULT 'question' NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "purchase_date" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "case_state" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "answer" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedback_attachments" ADD COLUMN "purpose" text DEFAULT 'picture' NOT NULL;