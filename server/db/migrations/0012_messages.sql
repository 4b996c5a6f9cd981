CREATE TABLE "im_contents" (
	"id" text PRIMARY KEY NOT NULL,
	"send_user_id" text NOT NULL,
	"receive_user_id" text NOT NULL,
	"send_time" timestamp with time zone DEFAULT now() NOT NULL,
	"receive_time" timestamp with time zone,
	"content_type" text NOT NULL,
	"content" text NOT NULL,
	"state" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "im_replies" (
	"user_id" text NOT NULL,
	"receive_user_id" text NOT NULL,
	"receive_time" timestamp with time zone NOT NULL,
	CONSTRAINT "im_replies_user_id_receive_user_id_pk" PRIMARY KEY("user_id","receive_user_id")
);
--> statement-breakpoint
CREATE TABLE "message_receipts" (
	"message_id" text NOT NULL,
	"user_id" text NOT NULL,
	"is_read" integer DEFAULT 0 NOT NULL,
	"read_time" timestamp with time zone,
	"read_count" integer DEFAULT 0 NOT NULL,
	"sort_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_receipts_user_id_message_id_pk" PRIMARY KEY("user_id","message_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" text PRIMARY KEY NOT NULL,
	"type" integer NOT NULL,
	"title" text NOT NULL,
	"body_text" text DEFAULT '' NOT NULL,
	"priority_level" integer DEFAULT 1 NOT NULL,
	"enabled_mark" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'created' NOT NULL,
	"creator_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modify_user_id" text,
	"last_modify_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_deliveries" (
	"user_id" text NOT NULL,
	"seq" bigint NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_deliveries_user_id_seq_pk" PRIMARY KEY("user_id","seq")
);
--> statement-breakpoint
CREATE TABLE "user_sequences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "im_contents" ADD CONSTRAINT "im_contents_send_user_id_users_id_fk" FOREIGN KEY ("send_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "im_contents" ADD CONSTRAINT "im_contents_receive_user_id_users_id_fk" FOREIGN KEY ("receive_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "im_replies" ADD CONSTRAINT "im_replies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "im_replies" ADD CONSTRAINT "im_replies_receive_user_id_users_id_fk" FOREIGN KEY ("receive_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_receipts" ADD CONSTRAINT "message_receipts_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_receipts" ADD CONSTRAINT "message_receipts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "im_contents_pair" ON "im_contents" USING btree ("send_user_id","receive_user_id","send_time");--> statement-breakpoint
CREATE INDEX "im_contents_unread" ON "im_contents" USING btree ("receive_user_id","state","send_user_id");--> statement-breakpoint
CREATE INDEX "im_replies_receiver" ON "im_replies" USING btree ("receive_user_id");--> statement-breakpoint
CREATE INDEX "message_receipts_inbox" ON "message_receipts" USING btree ("user_id","sort_time");--> statement-breakpoint
CREATE INDEX "message_receipts_message" ON "message_receipts" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "messages_type_time" ON "messages" USING btree ("type","last_modify_time");--> statement-breakpoint
CREATE INDEX "user_deliveries_created" ON "user_deliveries" USING btree ("created_at");