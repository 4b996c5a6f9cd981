DROP INDEX "users_account_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "users_account_live_idx" ON "users" USING btree ("account") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "users_account_idx" ON "users" USING btree ("account");