CREATE INDEX "initial_settings_user_idx" ON "initial_settings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "password_resets_user_idx" ON "password_resets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_pending_deletion_idx" ON "users" USING btree ("deletion_requested_at") WHERE status = 'pending_deletion';