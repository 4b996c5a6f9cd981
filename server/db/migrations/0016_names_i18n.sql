ALTER TABLE "menu_buttons" ADD COLUMN "name_i18n" jsonb;--> statement-breakpoint
ALTER TABLE "menu_columns" ADD COLUMN "name_i18n" jsonb;--> statement-breakpoint
ALTER TABLE "menu_data_schemes" ADD COLUMN "name_i18n" jsonb;--> statement-breakpoint
ALTER TABLE "menu_forms" ADD COLUMN "name_i18n" jsonb;--> statement-breakpoint
ALTER TABLE "menus" ADD COLUMN "name_i18n" jsonb;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "name_i18n" jsonb;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "name_i18n" jsonb;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "name_i18n" jsonb;--> statement-breakpoint
ALTER TABLE "sys_config" ADD COLUMN "value_i18n" jsonb;--> statement-breakpoint
ALTER TABLE "dictionary_data" ADD COLUMN "name_i18n" jsonb;--> statement-breakpoint
ALTER TABLE "dictionary_types" ADD COLUMN "name_i18n" jsonb;