-- One attempt against the sign-in, forgot-password and registration limits
-- (services/authRateLimiter.ts), atomically and in one round trip: the rows of the keys are
-- created when missing and locked in key order (two attempts sharing keys never deadlock), the
-- attempts still inside the window are counted, and either every key is under the limit and the
-- attempt is appended to each (returns 0), or nothing is written and the function returns the
-- milliseconds until the oldest counted attempt of a full key leaves the window.
CREATE OR REPLACE FUNCTION auth_limit_attempt(p_keys text[], p_at bigint, p_window bigint, p_max integer)
RETURNS bigint
LANGUAGE plpgsql
AS $$
DECLARE
  r record;
  kept bigint[];
  wait bigint := 0;
BEGIN
  INSERT INTO auth_limits (key, expires_at)
    SELECT k, to_timestamp(p_at / 1000.0) FROM unnest(p_keys) AS k ORDER BY k
    ON CONFLICT (key) DO NOTHING;
  FOR r IN SELECT key, hits FROM auth_limits WHERE key = ANY (p_keys) ORDER BY key FOR UPDATE LOOP
    kept := ARRAY(SELECT h FROM unnest(r.hits) AS h WHERE h > p_at - p_window ORDER BY h);
    IF cardinality(kept) >= p_max THEN
      wait := GREATEST(wait, kept[1] + p_window - p_at);
    END IF;
  END LOOP;
  IF wait > 0 THEN
    RETURN wait;
  END IF;
  FOR r IN SELECT key, hits FROM auth_limits WHERE key = ANY (p_keys) ORDER BY key LOOP
    kept := ARRAY(SELECT h FROM unnest(r.hits) AS h WHERE h > p_at - p_window ORDER BY h) || p_at;
    UPDATE auth_limits
      SET hits = kept,
          expires_at = to_timestamp(((SELECT max(h) FROM unnest(kept) AS h) + p_window) / 1000.0)
      WHERE key = r.key;
  END LOOP;
  RETURN 0;
END;
$$;
