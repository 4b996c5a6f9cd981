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
CREATE INDEX "shop_special_funds_live_created_idx" ON "shop_special_funds" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE deleted_at is null;--> statement-breakpoint
-- Settlement days of the sales stored before this migration (docs/domain.md, Settlement days): the same rules as refreshSettlementDays.
INSERT INTO "shop_settlement_days" ("id", "shop_id", "day", "sale_count", "sold_weight", "sale_amount", "labour_fee", "old_gold_weight", "settlement_price", "amount", "substitution_price", "substitution_amount")
SELECT md5(a.shop_id || '|' || a.day::text), a.shop_id, a.day, a.sale_count, a.sold_weight, a.sale_amount, a.labour_fee, a.old_gold_weight,
  a.settlement_price, coalesce(round(a.sold_weight * a.settlement_price, 2), 0), a.substitution_price, coalesce(round(a.old_gold_weight * a.substitution_price, 2), 0)
FROM (
  SELECT s.shop_id, s.sale_date AS day, count(*)::int AS sale_count, sum(s.gold_weight) AS sold_weight, sum(s.sale_amount) AS sale_amount,
    coalesce(sum(s.labour_fee), 0) AS labour_fee, sum(s.old_gold_weight) AS old_gold_weight,
    (SELECT g.price FROM gold_prices g WHERE g.price_type = 1 AND g.deleted_at IS NULL AND g.price_date <= s.sale_date ORDER BY g.price_date DESC LIMIT 1) AS settlement_price,
    (SELECT g.price FROM gold_prices g WHERE g.price_type = 2 AND g.deleted_at IS NULL AND g.price_date <= s.sale_date ORDER BY g.price_date DESC LIMIT 1) AS substitution_price
  FROM shop_sales s WHERE s.deleted_at IS NULL GROUP BY s.shop_id, s.sale_date
) a
ON CONFLICT ("shop_id", "day") DO UPDATE SET "sale_count" = excluded."sale_count", "sold_weight" = excluded."sold_weight", "sale_amount" = excluded."sale_amount",
  "labour_fee" = excluded."labour_fee", "old_gold_weight" = excluded."old_gold_weight", "settlement_price" = excluded."settlement_price", "amount" = excluded."amount",
  "substitution_price" = excluded."substitution_price", "substitution_amount" = excluded."substitution_amount"
WHERE "shop_settlement_days"."settlement_id" IS NULL;
