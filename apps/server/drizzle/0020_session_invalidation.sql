-- Issue 19: every server instance keeps a cache of live sessions (services/sessions.ts). These
-- triggers tell every instance, through NOTIFY on 'hireloop_sessions', whose cached sessions to
-- drop: the user ids of deleted sessions (logout, password change or reset, expiry, account
-- deletion), and of users whose cached fields (email, name, role, title, admin flag) or deletion
-- mark changed. One NOTIFY per statement ('*' = drop everything when a statement touches many
-- users); a NOTIFY is delivered when its transaction commits.
CREATE OR REPLACE FUNCTION sessions_notify_deleted() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  ids text;
BEGIN
  SELECT CASE WHEN count(DISTINCT user_id) > 100 THEN '*'
              ELSE string_agg(DISTINCT user_id::text, ',') END
    INTO ids FROM gone;
  IF ids IS NOT NULL THEN
    PERFORM pg_notify('hireloop_sessions', ids);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER sessions_notify_deleted AFTER DELETE ON "sessions"
REFERENCING OLD TABLE AS gone
FOR EACH STATEMENT EXECUTE FUNCTION sessions_notify_deleted();--> statement-breakpoint
CREATE OR REPLACE FUNCTION users_notify_session_fields() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  ids text;
BEGIN
  SELECT CASE WHEN count(*) > 100 THEN '*' ELSE string_agg(n.id::text, ',') END
    INTO ids
    FROM changed_new n JOIN changed_old o ON o.id = n.id
    WHERE (n.email, n.name, n.role, n.title, n.is_admin, n.deleted_at)
          IS DISTINCT FROM (o.email, o.name, o.role, o.title, o.is_admin, o.deleted_at);
  IF ids IS NOT NULL THEN
    PERFORM pg_notify('hireloop_sessions', ids);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER users_notify_session_fields AFTER UPDATE ON "users"
REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
FOR EACH STATEMENT EXECUTE FUNCTION users_notify_session_fields();
