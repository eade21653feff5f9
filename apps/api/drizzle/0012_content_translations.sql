ALTER TABLE "blog_posts" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_slug_en_key" ON "blog_posts" USING btree (("translations" -> 'en' ->> 'slug'));--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_slug_es_key" ON "blog_posts" USING btree (("translations" -> 'es' ->> 'slug'));--> statement-breakpoint
CREATE UNIQUE INDEX "cases_slug_en_key" ON "cases" USING btree (("translations" -> 'en' ->> 'slug'));--> statement-breakpoint
CREATE UNIQUE INDEX "cases_slug_es_key" ON "cases" USING btree (("translations" -> 'es' ->> 'slug'));