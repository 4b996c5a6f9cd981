CREATE TABLE "visualdev" (
	"id" text PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"category" text,
	"type" integer NOT NULL,
	"web_type" text DEFAULT '2' NOT NULL,
	"state" integer DEFAULT 0 NOT NULL,
	"form_data" jsonb,
	"column_data" jsonb,
	"tables" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description" text,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "visualdev_versions" (
	"visualdev_id" text NOT NULL,
	"version" integer NOT NULL,
	"form_data" jsonb,
	"column_data" jsonb,
	"tables" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	"saved_by" text,
	CONSTRAINT "visualdev_versions_visualdev_id_version_pk" PRIMARY KEY("visualdev_id","version")
);
--> statement-breakpoint
ALTER TABLE "visualdev_versions" ADD CONSTRAINT "visualdev_versions_visualdev_id_visualdev_id_fk" FOREIGN KEY ("visualdev_id") REFERENCES "public"."visualdev"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "visualdev_code_live" ON "visualdev" USING btree ("en_code") WHERE "visualdev"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "visualdev_type_time" ON "visualdev" USING btree ("type","created_at");