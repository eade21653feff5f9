ALTER TABLE "contact_messages" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "landing_page" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "referrer" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "utm_term" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "utm_content" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "gclid" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "fbclid" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "marketing_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "consent_version" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "consent_at" timestamp with time zone;