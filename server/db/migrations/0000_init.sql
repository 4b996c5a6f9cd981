CREATE TABLE "authorizations" (
	"id" text PRIMARY KEY NOT NULL,
	"item_type" text NOT NULL,
	"item_id" text NOT NULL,
	"object_type" text NOT NULL,
	"object_id" text NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text
);
--> statement-breakpoint
CREATE TABLE "menu_buttons" (
	"id" text PRIMARY KEY NOT NULL,
	"module_id" text NOT NULL,
	"parent_id" text DEFAULT '-1' NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text,
	"icon" text,
	"url_address" text
);
--> statement-breakpoint
CREATE TABLE "menu_columns" (
	"id" text PRIMARY KEY NOT NULL,
	"module_id" text NOT NULL,
	"parent_id" text DEFAULT '-1' NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text,
	"bind_table" text,
	"bind_table_name" text
);
--> statement-breakpoint
CREATE TABLE "menu_data_schemes" (
	"id" text PRIMARY KEY NOT NULL,
	"module_id" text NOT NULL,
	"parent_id" text DEFAULT '-1' NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text,
	"condition_json" text DEFAULT '[]' NOT NULL,
	"condition_text" text
);
--> statement-breakpoint
CREATE TABLE "menu_forms" (
	"id" text PRIMARY KEY NOT NULL,
	"module_id" text NOT NULL,
	"parent_id" text DEFAULT '-1' NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text,
	"bind_table" text
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text DEFAULT '-1' NOT NULL,
	"type" integer NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"icon" text,
	"url_address" text,
	"link_target" text,
	"category" text DEFAULT 'Web' NOT NULL,
	"property_json" text,
	"is_button_authorize" integer DEFAULT 0 NOT NULL,
	"is_column_authorize" integer DEFAULT 0 NOT NULL,
	"is_data_authorize" integer DEFAULT 0 NOT NULL,
	"is_form_authorize" integer DEFAULT 0 NOT NULL,
	"description" text,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text DEFAULT '-1' NOT NULL,
	"category" text NOT NULL,
	"en_code" text NOT NULL,
	"full_name" text NOT NULL,
	"manager_id" text,
	"description" text,
	"property_json" text,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"id" text PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"type" text,
	"organize_id" text,
	"description" text,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" text PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"type" text,
	"description" text,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "user_relations" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"object_type" text NOT NULL,
	"object_id" text NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"real_name" text NOT NULL,
	"nick_name" text,
	"head_icon" text,
	"gender" integer,
	"birthday" timestamp with time zone,
	"mobile_phone" text,
	"tele_phone" text,
	"landline" text,
	"email" text,
	"nation" text,
	"native_place" text,
	"entry_date" timestamp with time zone,
	"certificates_type" text,
	"certificates_number" text,
	"education" text,
	"urgent_contacts" text,
	"urgent_tele_phone" text,
	"postal_address" text,
	"signature" text,
	"description" text,
	"password_hash" text NOT NULL,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"change_password_at" timestamp with time zone,
	"first_log_time" timestamp with time zone,
	"first_log_ip" text,
	"prev_log_time" timestamp with time zone,
	"prev_log_ip" text,
	"last_log_time" timestamp with time zone,
	"last_log_ip" text,
	"log_success_count" integer DEFAULT 0 NOT NULL,
	"log_error_count" integer DEFAULT 0 NOT NULL,
	"language" text,
	"theme" text,
	"is_administrator" integer DEFAULT 0 NOT NULL,
	"manager_id" text,
	"organize_id" text,
	"portal_id" text,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "login_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"target" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "login_tickets" (
	"id" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"secret_hash" text NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" text NOT NULL,
	"device_class" text DEFAULT 'pc' NOT NULL,
	"ip" text,
	"ip_place" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_reason" text,
	"ended_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sys_config" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text,
	"value" text,
	"category" text DEFAULT 'SysConfig' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_logs" (
	"id" text PRIMARY KEY NOT NULL,
	"category" integer NOT NULL,
	"type" text,
	"level" text,
	"user_id" text,
	"user_name" text,
	"ip_address" text,
	"ip_address_name" text,
	"request_url" text,
	"request_method" text,
	"request_duration" integer,
	"abstracts" text,
	"json" text,
	"platform" text,
	"module_id" text,
	"module_name" text,
	"object_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "authorizations_object_idx" ON "authorizations" USING btree ("object_id","item_type");--> statement-breakpoint
CREATE UNIQUE INDEX "authorizations_unique_idx" ON "authorizations" USING btree ("object_type","object_id","item_type","item_id");--> statement-breakpoint
CREATE INDEX "menu_buttons_module_idx" ON "menu_buttons" USING btree ("module_id");--> statement-breakpoint
CREATE INDEX "menu_columns_module_idx" ON "menu_columns" USING btree ("module_id");--> statement-breakpoint
CREATE INDEX "menu_data_schemes_module_idx" ON "menu_data_schemes" USING btree ("module_id");--> statement-breakpoint
CREATE INDEX "menu_forms_module_idx" ON "menu_forms" USING btree ("module_id");--> statement-breakpoint
CREATE INDEX "menus_parent_idx" ON "menus" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "menus_category_code_idx" ON "menus" USING btree ("category","en_code");--> statement-breakpoint
CREATE INDEX "organizations_parent_idx" ON "organizations" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "user_relations_user_idx" ON "user_relations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_relations_object_idx" ON "user_relations" USING btree ("object_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_account_idx" ON "users" USING btree ("account");--> statement-breakpoint
CREATE INDEX "users_mobile_idx" ON "users" USING btree ("mobile_phone");--> statement-breakpoint
CREATE INDEX "login_codes_target_idx" ON "login_codes" USING btree ("target");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sys_logs_category_time_idx" ON "sys_logs" USING btree ("category","created_at");--> statement-breakpoint
CREATE INDEX "sys_logs_user_idx" ON "sys_logs" USING btree ("user_id");