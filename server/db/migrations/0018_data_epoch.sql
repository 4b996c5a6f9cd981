-- Data epochs (docs/architecture.md#request-cost): a counter per table that moves, in the writing transaction, on
-- every statement that changes a row of it, whatever wrote it (a route, an import, a job, SQL by hand). Each request
-- reads them with its session (one round trip); a page's total is cached per epoch (resource/page-total.ts), so
-- a write applies to the very next page on every node. Only tables here are cached, and a scope filter of one of them
-- may read only tables here: the shop rules read franchisees, the SPV rules franchisees (gold/data-rules.ts).
-- Statement triggers with transition tables: a statement that changed no row (an update of an id out of reach) moves
-- nothing. Master data is written rarely: the counter row the writers take in turn costs them nothing that matters.
CREATE TABLE "data_epoch" (
	"table_name" text PRIMARY KEY NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "data_epoch" ("table_name") VALUES ('shops'), ('alliance_businesses'), ('spvs');
--> statement-breakpoint
CREATE FUNCTION "bump_data_epoch"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'TRUNCATE' OR EXISTS (SELECT 1 FROM "changed_rows") THEN
		UPDATE "data_epoch" SET "value" = "value" + 1 WHERE "table_name" = TG_TABLE_NAME;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "data_epoch_shops_insert" AFTER INSERT ON "shops" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_epoch"();
--> statement-breakpoint
CREATE TRIGGER "data_epoch_shops_update" AFTER UPDATE ON "shops" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_epoch"();
--> statement-breakpoint
CREATE TRIGGER "data_epoch_shops_delete" AFTER DELETE ON "shops" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_epoch"();
--> statement-breakpoint
CREATE TRIGGER "data_epoch_shops_truncate" AFTER TRUNCATE ON "shops" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_epoch"();
--> statement-breakpoint
CREATE TRIGGER "data_epoch_alliance_businesses_insert" AFTER INSERT ON "alliance_businesses" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_epoch"();
--> statement-breakpoint
CREATE TRIGGER "data_epoch_alliance_businesses_update" AFTER UPDATE ON "alliance_businesses" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_epoch"();
--> statement-breakpoint
CREATE TRIGGER "data_epoch_alliance_businesses_delete" AFTER DELETE ON "alliance_businesses" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_epoch"();
--> statement-breakpoint
CREATE TRIGGER "data_epoch_alliance_businesses_truncate" AFTER TRUNCATE ON "alliance_businesses" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_epoch"();
--> statement-breakpoint
CREATE TRIGGER "data_epoch_spvs_insert" AFTER INSERT ON "spvs" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_epoch"();
--> statement-breakpoint
CREATE TRIGGER "data_epoch_spvs_update" AFTER UPDATE ON "spvs" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_epoch"();
--> statement-breakpoint
CREATE TRIGGER "data_epoch_spvs_delete" AFTER DELETE ON "spvs" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_epoch"();
--> statement-breakpoint
CREATE TRIGGER "data_epoch_spvs_truncate" AFTER TRUNCATE ON "spvs" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_epoch"();
