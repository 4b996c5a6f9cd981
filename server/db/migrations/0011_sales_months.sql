CREATE TABLE "shop_sales_months" (
	"shop_id" text NOT NULL,
	"month" date NOT NULL,
	"sale_count" integer DEFAULT 0 NOT NULL,
	"sold_weight" numeric(14, 3) DEFAULT '0' NOT NULL,
	"sale_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"labour_fee" numeric(18, 2) DEFAULT '0' NOT NULL,
	"margin" numeric(18, 2) DEFAULT '0' NOT NULL,
	"unpriced_days" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shop_sales_months_shop_id_month_pk" PRIMARY KEY("shop_id","month")
);
--> statement-breakpoint
CREATE INDEX "shop_sales_months_month_idx" ON "shop_sales_months" USING btree ("month");--> statement-breakpoint
-- Keeps shop_sales_months equal to the settlement days summed per shop and month (docs/domain.md, Home figures):
-- each statement on shop_settlement_days adds its new rows and subtracts its old ones, grouped per shop and month.
-- Additions commute, so concurrent writers of the same month never lose each other's part; rows are taken in
-- (shop, month) order so two statements never wait on each other crosswise. PostgreSQL allows transition tables on
-- single-event triggers only, hence three triggers on one function, which names the tables its event has.
CREATE FUNCTION "shop_sales_months_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	part text := 'SELECT %s AS sign, d.shop_id, date_trunc(''month'', d.day)::date AS month, d.sale_count, d.sold_weight, d.sale_amount, '
		'd.labour_fee, CASE WHEN d.settlement_price IS NULL THEN 0 ELSE d.sale_amount - d.labour_fee - d.amount END AS margin, '
		'CASE WHEN d.settlement_price IS NULL THEN 1 ELSE 0 END AS unpriced FROM %I d';
	changes text;
BEGIN
	changes := CASE TG_OP
		WHEN 'INSERT' THEN format(part, 1, 'new_days')
		WHEN 'DELETE' THEN format(part, -1, 'old_days')
		ELSE format(part, 1, 'new_days') || ' UNION ALL ' || format(part, -1, 'old_days') END;
	EXECUTE 'INSERT INTO shop_sales_months AS m (shop_id, month, sale_count, sold_weight, sale_amount, labour_fee, margin, unpriced_days) '
		'SELECT c.shop_id, c.month, sum(c.sign * c.sale_count), sum(c.sign * c.sold_weight), sum(c.sign * c.sale_amount), '
		'sum(c.sign * c.labour_fee), sum(c.sign * c.margin), sum(c.sign * c.unpriced) FROM (' || changes || ') c '
		'GROUP BY c.shop_id, c.month '
		'HAVING sum(c.sign * c.sale_count) <> 0 OR sum(c.sign * c.sold_weight) <> 0 OR sum(c.sign * c.sale_amount) <> 0 '
		'OR sum(c.sign * c.labour_fee) <> 0 OR sum(c.sign * c.margin) <> 0 OR sum(c.sign * c.unpriced) <> 0 '
		'ORDER BY c.shop_id, c.month '
		'ON CONFLICT (shop_id, month) DO UPDATE SET sale_count = m.sale_count + excluded.sale_count, '
		'sold_weight = m.sold_weight + excluded.sold_weight, sale_amount = m.sale_amount + excluded.sale_amount, '
		'labour_fee = m.labour_fee + excluded.labour_fee, margin = m.margin + excluded.margin, '
		'unpriced_days = m.unpriced_days + excluded.unpriced_days';
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "shop_sales_months_insert" AFTER INSERT ON "shop_settlement_days" REFERENCING NEW TABLE AS "new_days"
	FOR EACH STATEMENT EXECUTE FUNCTION "shop_sales_months_apply"();
--> statement-breakpoint
CREATE TRIGGER "shop_sales_months_update" AFTER UPDATE ON "shop_settlement_days" REFERENCING OLD TABLE AS "old_days" NEW TABLE AS "new_days"
	FOR EACH STATEMENT EXECUTE FUNCTION "shop_sales_months_apply"();
--> statement-breakpoint
CREATE TRIGGER "shop_sales_months_delete" AFTER DELETE ON "shop_settlement_days" REFERENCING OLD TABLE AS "old_days"
	FOR EACH STATEMENT EXECUTE FUNCTION "shop_sales_months_apply"();
--> statement-breakpoint
-- The days written before this migration.
INSERT INTO "shop_sales_months" ("shop_id", "month", "sale_count", "sold_weight", "sale_amount", "labour_fee", "margin", "unpriced_days")
SELECT d.shop_id, date_trunc('month', d.day)::date, sum(d.sale_count), sum(d.sold_weight), sum(d.sale_amount), sum(d.labour_fee),
	coalesce(sum(d.sale_amount - d.labour_fee - d.amount) FILTER (WHERE d.settlement_price IS NOT NULL), 0),
	count(*) FILTER (WHERE d.settlement_price IS NULL)
FROM "shop_settlement_days" d GROUP BY 1, 2;
