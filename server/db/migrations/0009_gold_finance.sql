CREATE TABLE "month_end_settlements" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"month" text NOT NULL,
	"opening_balance" numeric(18, 2) NOT NULL,
	"settled_amount" numeric(18, 2) NOT NULL,
	"paid_amount" numeric(18, 2) NOT NULL,
	"special_amount" numeric(18, 2) NOT NULL,
	"closing_balance" numeric(18, 2) NOT NULL,
	"opening_count" integer NOT NULL,
	"opening_weight" numeric(14, 3) NOT NULL,
	"closing_count" integer NOT NULL,
	"closing_weight" numeric(14, 3) NOT NULL,
	"status" integer DEFAULT 2 NOT NULL,
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "month_end_stocks" (
	"id" text PRIMARY KEY NOT NULL,
	"month_end_id" text NOT NULL,
	"shop_id" text NOT NULL,
	"month" text NOT NULL,
	"category" text NOT NULL,
	"opening_count" integer NOT NULL,
	"opening_weight" numeric(14, 3) NOT NULL,
	"inbound_count" integer NOT NULL,
	"inbound_weight" numeric(14, 3) NOT NULL,
	"outbound_count" integer NOT NULL,
	"outbound_weight" numeric(14, 3) NOT NULL,
	"sold_count" integer NOT NULL,
	"sold_weight" numeric(14, 3) NOT NULL,
	"closing_count" integer NOT NULL,
	"closing_weight" numeric(14, 3) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_fund_batches" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"shop_id" text NOT NULL,
	"batch_date" date NOT NULL,
	"fund_count" integer DEFAULT 0 NOT NULL,
	"total_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"received_at" timestamp with time zone,
	"received_by" text,
	"remark" text,
	"version" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "shop_fund_settlements" (
	"id" text PRIMARY KEY NOT NULL,
	"fund_id" text NOT NULL,
	"settlement_id" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_funds" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"batch_id" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"pay_date" date NOT NULL,
	"pay_method" text,
	"bank_serial" text,
	"voucher" jsonb,
	"status" integer DEFAULT 1 NOT NULL,
	"complete_reason" text,
	"completed_at" timestamp with time zone,
	"completed_by" text,
	"remark" text,
	"version" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "shop_settlements" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"shop_id" text NOT NULL,
	"settlement_date" date NOT NULL,
	"start_day" date NOT NULL,
	"end_day" date NOT NULL,
	"day_count" integer NOT NULL,
	"sold_weight" numeric(14, 3) NOT NULL,
	"settlement_amount" numeric(18, 2) NOT NULL,
	"substitution_weight" numeric(14, 3) DEFAULT '0' NOT NULL,
	"substitution_price" numeric(12, 2),
	"substitution_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"payable_amount" numeric(18, 2) NOT NULL,
	"allocated_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"paid_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
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
CREATE TABLE "shop_special_funds" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"fund_type" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"fund_date" date NOT NULL,
	"remark" text,
	"version" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "shop_settlement_days" ADD COLUMN "sale_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settlement_days" ADD COLUMN "sale_amount" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settlement_days" ADD COLUMN "labour_fee" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settlement_days" ADD COLUMN "price_manual" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settlement_days" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "month_end_settlements_shop_month_idx" ON "month_end_settlements" USING btree ("shop_id","month");--> statement-breakpoint
CREATE INDEX "month_end_settlements_month_idx" ON "month_end_settlements" USING btree ("month");--> statement-breakpoint
CREATE INDEX "month_end_settlements_live_created_idx" ON "month_end_settlements" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "month_end_stocks_shop_month_category_idx" ON "month_end_stocks" USING btree ("shop_id","month","category");--> statement-breakpoint
CREATE INDEX "month_end_stocks_month_end_idx" ON "month_end_stocks" USING btree ("month_end_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_fund_batches_code_live_idx" ON "shop_fund_batches" USING btree ("code") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "shop_fund_batches_shop_idx" ON "shop_fund_batches" USING btree ("shop_id","status") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "shop_fund_batches_live_created_idx" ON "shop_fund_batches" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_fund_settlements_pair_idx" ON "shop_fund_settlements" USING btree ("fund_id","settlement_id");--> statement-breakpoint
CREATE INDEX "shop_fund_settlements_settlement_idx" ON "shop_fund_settlements" USING btree ("settlement_id");--> statement-breakpoint
CREATE INDEX "shop_funds_shop_idx" ON "shop_funds" USING btree ("shop_id","status") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "shop_funds_batch_idx" ON "shop_funds" USING btree ("batch_id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "shop_funds_live_created_idx" ON "shop_funds" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_settlements_code_live_idx" ON "shop_settlements" USING btree ("code") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "shop_settlements_shop_idx" ON "shop_settlements" USING btree ("shop_id","settlement_date") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "shop_settlements_live_created_idx" ON "shop_settlements" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "shop_special_funds_shop_idx" ON "shop_special_funds" USING btree ("shop_id","fund_date") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "shop_special_funds_live_created_idx" ON "shop_special_funds" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE deleted_at is null;