CREATE INDEX "audit_events_actor_idx" ON "audit_events" USING btree ("actor_id") WHERE actor_id is not null;--> statement-breakpoint
CREATE INDEX "webhook_attempts_message_idx" ON "webhook_attempts" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "webhook_messages_webhook_idx" ON "webhook_messages" USING btree ("webhook_id");