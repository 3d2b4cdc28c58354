ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "users_company_name_idx" ON "users" USING btree ("company_id","first_name","last_name1","id");--> statement-breakpoint
CREATE INDEX "users_company_employee_number_idx" ON "users" USING btree ("company_id","employee_number","id");--> statement-breakpoint
CREATE INDEX "users_company_created_idx" ON "users" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "users_company_first_name_prefix_idx" ON "users" USING btree ("company_id",lower("first_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_company_last_name_prefix_idx" ON "users" USING btree ("company_id",lower("last_name1") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_company_email_prefix_idx" ON "users" USING btree ("company_id",lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_company_employee_number_prefix_idx" ON "users" USING btree ("company_id",lower("employee_number") text_pattern_ops);