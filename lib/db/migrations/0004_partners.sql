CREATE TABLE "partner_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer,
	"partner_id" integer,
	"action" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"country" text NOT NULL,
	"city" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"families" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"sample" boolean DEFAULT false NOT NULL,
	"application_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "merchant_applications" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "merchant_applications" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "merchant_applications" ADD COLUMN "listing_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_applications" ADD COLUMN "decision" text DEFAULT 'received' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_applications" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partner_events" ADD CONSTRAINT "partner_events_application_id_merchant_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."merchant_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_events" ADD CONSTRAINT "partner_events_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_application_id_merchant_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."merchant_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_events_application_idx" ON "partner_events" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "partner_events_partner_idx" ON "partner_events" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "partners_published_idx" ON "partners" USING btree ("published","country");--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_reference_unique" UNIQUE("reference");--> statement-breakpoint
ALTER TABLE "merchant_applications" ADD CONSTRAINT "merchant_applications_reference_unique" UNIQUE("reference");--> statement-breakpoint
-- The sample listing a fresh install starts with (`sample`): fictional companies at .example
-- addresses, for the company to replace in the inbox (it can remove them all at once), except
-- the UAE distributor the site has always named on /contact.
INSERT INTO "partners" ("company", "country", "city", "address", "phone", "email", "website", "type", "families", "published", "sample") VALUES
('Gulf Smart Living Trading LLC', 'AE', 'Dubai', 'Office 1408, Al Moosa Tower 2, Sheikh Zayed Road', '+971 4 331 7620', 'sales@gulfsmartliving.ae', '', 'distributor', '["1"]', true, true),
('Falcon Home Automation Services', 'AE', 'Abu Dhabi', 'Building 12, Mussafah M-4', '+971 2 550 1844', 'service@falcon-home.example', 'https://falcon-home.example', 'installer', '["1"]', true, true),
('Rheinwerk Elektrohandel GmbH', 'DE', 'München', 'Landsberger Straße 302', '+49 89 2154 0870', 'vertrieb@rheinwerk-elektro.example', 'https://rheinwerk-elektro.example', 'distributor', '["0"]', true, true),
('Spreeschalter Fachmarkt', 'DE', 'Berlin', 'Warschauer Straße 58', '+49 30 2904 1167', 'kontakt@spreeschalter.example', 'https://spreeschalter.example', 'retailer', '["0"]', true, true),
('Northfield Electrical Supplies Ltd', 'GB', 'Manchester', 'Unit 7, Trafford Park Road', '+44 161 496 0724', 'trade@northfield-electrical.example', 'https://northfield-electrical.example', 'distributor', '["1"]', true, true),
('Camden Smart Installs', 'GB', 'London', '41 Kentish Town Road', '+44 20 7946 0318', 'hello@camden-smart.example', 'https://camden-smart.example', 'installer', '["1"]', true, true),
('Maison Connectée Distribution', 'FR', 'Lyon', '18 rue de la Villette', '+33 4 72 00 58 31', 'contact@maison-connectee.example', 'https://maison-connectee.example', 'distributor', '["0"]', true, true),
('Domotica Lombarda S.r.l.', 'IT', 'Milano', 'Via Tortona 27', '+39 02 4960 1175', 'info@domotica-lombarda.example', 'https://domotica-lombarda.example', 'distributor', '["2"]', true, true),
('Wisła Instalacje Sp. z o.o.', 'PL', 'Kraków', 'ul. Zabłocie 23', '+48 12 345 67 89', 'biuro@wisla-instalacje.example', 'https://wisla-instalacje.example', 'installer', '["0"]', true, true),
('Najd Smart Electric Co.', 'SA', 'Riyadh', 'King Fahd Road, Al Olaya', '+966 11 460 2285', 'sales@najd-smart.example', 'https://najd-smart.example', 'distributor', '["1"]', true, true),
('Chao Phraya Home Tech Co., Ltd.', 'TH', 'Bangkok', '88 Rama IV Road, Khlong Toei', '+66 2 160 4471', 'sales@cp-hometech.example', 'https://cp-hometech.example', 'retailer', '["0","1"]', true, true),
('Lakeshore Smart Home Supply', 'US', 'Chicago', '2150 W Fulton Street', '+1 312 555 0186', 'orders@lakeshore-smart.example', 'https://lakeshore-smart.example', 'distributor', '["2"]', true, true);
