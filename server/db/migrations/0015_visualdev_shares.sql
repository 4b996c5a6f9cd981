CREATE TABLE "visualdev_shares" (
	"id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"visualdev_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"revoked_at" timestamp with time zone,
	"revoked_by" text,
	"expires_at" timestamp with time zone,
	CONSTRAINT "visualdev_shares_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "visualdev_shares" ADD CONSTRAINT "visualdev_shares_visualdev_id_visualdev_id_fk" FOREIGN KEY ("visualdev_id") REFERENCES "public"."visualdev"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visualdev_shares_design" ON "visualdev_shares" USING btree ("visualdev_id","created_at");