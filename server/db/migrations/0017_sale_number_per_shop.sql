-- A sale's item number is unique per stock item when the sale is matched to one, and per shop otherwise
-- (docs/domain.md#sale): a sale saved without an inbound record (no_inventory 1) no longer holds its number in every
-- shop. Every live row satisfies both new indexes already (the old one was stricter), so they build without a check.
CREATE UNIQUE INDEX "shop_sales_number_shop_live_idx" ON "shop_sales" USING btree ("inventory_number","shop_id") WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_sales_item_live_idx" ON "shop_sales" USING btree ("inventory_id") WHERE deleted_at is null and inventory_id is not null;--> statement-breakpoint
DROP INDEX "shop_sales_number_live_idx";
