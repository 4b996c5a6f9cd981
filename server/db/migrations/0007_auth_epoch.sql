-- The authorisation epoch (docs/architecture.md#request-cost): one counter that every change to what a session's
-- rights are made of moves, in the writing transaction. Each request reads it together with its session (one round
-- trip); grants, menus, data-rule schemes and their placeholder values are cached per epoch, so a revoked grant or
-- a disabled role applies on the very next request on every node, with or without Redis.
CREATE TABLE "auth_epoch" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL CHECK ("id" = 1),
	"value" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "auth_epoch" ("id", "value") VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION "bump_auth_epoch"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "auth_epoch" SET "value" = "value" + 1 WHERE "id" = 1;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "auth_epoch_roles" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "roles" FOR EACH STATEMENT EXECUTE FUNCTION "bump_auth_epoch"();
--> statement-breakpoint
CREATE TRIGGER "auth_epoch_positions" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "positions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_auth_epoch"();
--> statement-breakpoint
CREATE TRIGGER "auth_epoch_user_relations" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_relations" FOR EACH STATEMENT EXECUTE FUNCTION "bump_auth_epoch"();
--> statement-breakpoint
CREATE TRIGGER "auth_epoch_authorizations" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "authorizations" FOR EACH STATEMENT EXECUTE FUNCTION "bump_auth_epoch"();
--> statement-breakpoint
CREATE TRIGGER "auth_epoch_menus" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "menus" FOR EACH STATEMENT EXECUTE FUNCTION "bump_auth_epoch"();
--> statement-breakpoint
CREATE TRIGGER "auth_epoch_menu_buttons" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "menu_buttons" FOR EACH STATEMENT EXECUTE FUNCTION "bump_auth_epoch"();
--> statement-breakpoint
CREATE TRIGGER "auth_epoch_menu_columns" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "menu_columns" FOR EACH STATEMENT EXECUTE FUNCTION "bump_auth_epoch"();
--> statement-breakpoint
CREATE TRIGGER "auth_epoch_menu_forms" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "menu_forms" FOR EACH STATEMENT EXECUTE FUNCTION "bump_auth_epoch"();
--> statement-breakpoint
CREATE TRIGGER "auth_epoch_menu_data_schemes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "menu_data_schemes" FOR EACH STATEMENT EXECUTE FUNCTION "bump_auth_epoch"();
--> statement-breakpoint
CREATE TRIGGER "auth_epoch_gold_user_scopes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "gold_user_scopes" FOR EACH STATEMENT EXECUTE FUNCTION "bump_auth_epoch"();
--> statement-breakpoint
CREATE TRIGGER "auth_epoch_sys_config" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sys_config" FOR EACH STATEMENT EXECUTE FUNCTION "bump_auth_epoch"();
--> statement-breakpoint
-- Users: new and removed users, and the columns cached rights depend on (administrator flag; the user tree behind
-- @subordinateId; organisation). Sign-in bookkeeping (last sign-in, counters) leaves the caches alone.
CREATE TRIGGER "auth_epoch_users_rows" AFTER INSERT OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "bump_auth_epoch"();
--> statement-breakpoint
CREATE TRIGGER "auth_epoch_users_rights" AFTER UPDATE OF "is_administrator", "enabled_mark", "deleted_at", "organize_id", "manager_id" ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "bump_auth_epoch"();
