CREATE TABLE "gold_prices" (
	"id" text PRIMARY KEY NOT NULL,
	"price_date" date NOT NULL,
	"price_type" integer NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"source" text,
	"remark" text,
	"version" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "shop_inventories" (
	"id" text PRIMARY KEY NOT NULL,
	"inventory_number" text NOT NULL,
	"shop_id" text NOT NULL,
	"batch_number" text,
	"category" text NOT NULL,
	"product_name" text NOT NULL,
	"gold_weight" numeric(14, 3) NOT NULL,
	"purity" integer,
	"labour_fee" numeric(18, 2),
	"inbound_date" date NOT NULL,
	"state" integer DEFAULT 1 NOT NULL,
	"out_date" date,
	"out_type" integer,
	"out_reason" text,
	"remark" text,
	"version" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "shop_sales" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"inventory_number" text NOT NULL,
	"inventory_id" text,
	"sale_date" date NOT NULL,
	"gold_weight" numeric(14, 3) NOT NULL,
	"retail_price" numeric(12, 2) NOT NULL,
	"labour_fee" numeric(18, 2),
	"sale_amount" numeric(18, 2) NOT NULL,
	"old_gold_weight" numeric(14, 3) DEFAULT '0' NOT NULL,
	"old_gold_price" numeric(12, 2),
	"old_gold_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"salesperson" text,
	"no_inventory" integer DEFAULT 0 NOT NULL,
	"remark" text,
	"version" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "import_receipts" (
	"id" text PRIMARY KEY NOT NULL,
	"resource" text NOT NULL,
	"digest" text NOT NULL,
	"rows" integer NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "gold_prices_date_type_live_idx" ON "gold_prices" USING btree ("price_date","price_type") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "gold_prices_live_created_idx" ON "gold_prices" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_inventories_number_live_idx" ON "shop_inventories" USING btree ("inventory_number") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "shop_inventories_shop_state_idx" ON "shop_inventories" USING btree ("shop_id","state") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "shop_inventories_live_created_idx" ON "shop_inventories" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_sales_number_live_idx" ON "shop_sales" USING btree ("inventory_number") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "shop_sales_shop_date_idx" ON "shop_sales" USING btree ("shop_id","sale_date") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "shop_sales_live_created_idx" ON "shop_sales" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "import_receipts_digest_idx" ON "import_receipts" USING btree ("resource","digest");