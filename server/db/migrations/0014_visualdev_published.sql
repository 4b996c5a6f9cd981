CREATE TABLE "visualdev_published" (
	"visualdev_id" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"design_version" integer NOT NULL,
	"published" jsonb NOT NULL,
	"menu_id" text,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" text
);
--> statement-breakpoint
ALTER TABLE "visualdev_published" ADD CONSTRAINT "visualdev_published_visualdev_id_visualdev_id_fk" FOREIGN KEY ("visualdev_id") REFERENCES "public"."visualdev"("id") ON DELETE cascade ON UPDATE no action;