CREATE TABLE "auth_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "auth_limits_expires_idx" ON "auth_limits" USING btree ("expires_at");