CREATE TABLE "areas" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text DEFAULT '-1' NOT NULL,
	"en_code" text NOT NULL,
	"full_name" text NOT NULL,
	"quick_query" text,
	"type" integer NOT NULL,
	"description" text,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "bill_rules" (
	"id" text PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"prefix" text DEFAULT '' NOT NULL,
	"date_format" text DEFAULT 'no' NOT NULL,
	"digit" integer NOT NULL,
	"start_number" text DEFAULT '0' NOT NULL,
	"example" text,
	"this_number" integer DEFAULT 0 NOT NULL,
	"output_number" text,
	"description" text,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "dictionary_data" (
	"id" text PRIMARY KEY NOT NULL,
	"type_id" text NOT NULL,
	"parent_id" text DEFAULT '0' NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"simple_spelling" text,
	"is_default" integer DEFAULT 0 NOT NULL,
	"description" text,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "dictionary_types" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text DEFAULT '-1' NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"is_tree" integer DEFAULT 0 NOT NULL,
	"description" text,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "seed_steps" (
	"name" text PRIMARY KEY NOT NULL,
	"applied_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alliance_businesses" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"type" integer NOT NULL,
	"spv_id" text NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"area_ids" jsonb,
	"address" text,
	"bank_name" text,
	"bank_account" text,
	"account_name" text,
	"contract_no" text,
	"contract_start" date,
	"contract_end" date,
	"deposit_amount" numeric(18, 2),
	"status" integer DEFAULT 1 NOT NULL,
	"remark" text,
	"id_number" text,
	"gender" integer,
	"credit_code" text,
	"legal_person" text,
	"legal_person_id_number" text,
	"version" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "gold_user_scopes" (
	"user_id" text PRIMARY KEY NOT NULL,
	"spv_id" text,
	"alliance_business_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "shop_settlement_days" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"day" date NOT NULL,
	"sold_weight" numeric(14, 3) DEFAULT '0' NOT NULL,
	"settlement_price" numeric(12, 2),
	"amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"old_gold_weight" numeric(14, 3) DEFAULT '0' NOT NULL,
	"substitution_price" numeric(12, 2),
	"substitution_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"settlement_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"alliance_business_id" text NOT NULL,
	"spv_id" text NOT NULL,
	"area_ids" jsonb,
	"address" text,
	"longitude" numeric(10, 6),
	"latitude" numeric(10, 6),
	"manager" text,
	"phone" text,
	"opening_date" date,
	"floor_area" numeric(10, 2),
	"weight_limit" numeric(14, 3),
	"status" integer DEFAULT 1 NOT NULL,
	"freeze_reason" text,
	"freeze_time" timestamp with time zone,
	"freeze_by" text,
	"remark" text,
	"version" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "spvs" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"short_name" text,
	"credit_code" text,
	"legal_person" text,
	"registered_capital" numeric(18, 2),
	"established_date" date,
	"contact" text,
	"phone" text,
	"area_ids" jsonb,
	"address" text,
	"bank_name" text,
	"bank_account" text,
	"account_name" text,
	"credit_limit" numeric(18, 2),
	"status" integer DEFAULT 1 NOT NULL,
	"remark" text,
	"version" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "update_records" (
	"id" text PRIMARY KEY NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"field" text NOT NULL,
	"field_name" text,
	"old_value" text,
	"new_value" text,
	"operator_id" text,
	"operator_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "areas_parent_idx" ON "areas" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "areas_code_idx" ON "areas" USING btree ("en_code");--> statement-breakpoint
CREATE UNIQUE INDEX "bill_rules_code_idx" ON "bill_rules" USING btree ("en_code");--> statement-breakpoint
CREATE INDEX "dictionary_data_type_idx" ON "dictionary_data" USING btree ("type_id","parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dictionary_data_code_idx" ON "dictionary_data" USING btree ("type_id","en_code");--> statement-breakpoint
CREATE UNIQUE INDEX "dictionary_types_code_idx" ON "dictionary_types" USING btree ("en_code");--> statement-breakpoint
CREATE UNIQUE INDEX "alliance_businesses_code_idx" ON "alliance_businesses" USING btree ("code");--> statement-breakpoint
CREATE INDEX "alliance_businesses_spv_idx" ON "alliance_businesses" USING btree ("spv_id");--> statement-breakpoint
CREATE UNIQUE INDEX "alliance_businesses_name_live_idx" ON "alliance_businesses" USING btree ("spv_id","name") WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_settlement_days_shop_day_idx" ON "shop_settlement_days" USING btree ("shop_id","day");--> statement-breakpoint
CREATE INDEX "shop_settlement_days_open_idx" ON "shop_settlement_days" USING btree ("shop_id") WHERE settlement_id is null;--> statement-breakpoint
CREATE UNIQUE INDEX "shops_code_idx" ON "shops" USING btree ("code");--> statement-breakpoint
CREATE INDEX "shops_alliance_idx" ON "shops" USING btree ("alliance_business_id");--> statement-breakpoint
CREATE INDEX "shops_spv_idx" ON "shops" USING btree ("spv_id");--> statement-breakpoint
CREATE UNIQUE INDEX "spvs_code_idx" ON "spvs" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "spvs_name_live_idx" ON "spvs" USING btree ("name") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "update_records_entity_idx" ON "update_records" USING btree ("entity_type","entity_id","created_at");