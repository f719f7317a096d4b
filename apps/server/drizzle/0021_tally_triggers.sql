-- The dashboard's running counts (user_tallies, scrim_tallies) follow every write of users and
-- scrims through these triggers, in the writing transaction, so no code path (today's or a later
-- feature's, an admin's SQL included) can change an account or a scrim without its count.
-- Concurrent writes to one count wait for each other on its row: they add up, none is lost.

-- One account more (delta 1) or less (-1) in its month, region, rank division and liveness.
CREATE FUNCTION user_tally_add(
  p_created_at timestamptz, p_region text, p_rank text, p_live boolean, p_delta integer
) RETURNS void LANGUAGE sql AS $$
  INSERT INTO user_tallies (month, region, rank_division, live, count)
  VALUES (date_trunc('month', p_created_at AT TIME ZONE 'UTC')::date, p_region,
          split_part(trim(p_rank), ' ', 1), p_live, p_delta)
  ON CONFLICT (month, region, rank_division, live)
    DO UPDATE SET count = user_tallies.count + excluded.count;
$$;
--> statement-breakpoint
CREATE FUNCTION users_tally() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM user_tally_add(OLD.created_at, OLD.region, OLD.rank, OLD.deleted_at IS NULL, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM user_tally_add(NEW.created_at, NEW.region, NEW.rank, NEW.deleted_at IS NULL, 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_tally AFTER INSERT OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION users_tally();
--> statement-breakpoint
-- Only an update that moves the account to another count (a rank within its division does not).
CREATE TRIGGER users_tally_update AFTER UPDATE OF created_at, region, rank, deleted_at ON users
  FOR EACH ROW
  WHEN ((date_trunc('month', OLD.created_at AT TIME ZONE 'UTC'), OLD.region,
         split_part(trim(OLD.rank), ' ', 1), OLD.deleted_at IS NULL)
        IS DISTINCT FROM
        (date_trunc('month', NEW.created_at AT TIME ZONE 'UTC'), NEW.region,
         split_part(trim(NEW.rank), ' ', 1), NEW.deleted_at IS NULL))
  EXECUTE FUNCTION users_tally();
--> statement-breakpoint

-- One scrim more or less in its month of creation.
CREATE FUNCTION scrim_tally_add(p_created_at timestamptz, p_delta integer)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO scrim_tallies (month, count)
  VALUES (date_trunc('month', p_created_at AT TIME ZONE 'UTC')::date, p_delta)
  ON CONFLICT (month) DO UPDATE SET count = scrim_tallies.count + excluded.count;
$$;
--> statement-breakpoint
CREATE FUNCTION scrims_tally() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM scrim_tally_add(OLD.created_at, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM scrim_tally_add(NEW.created_at, 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER scrims_tally AFTER INSERT OR DELETE ON scrims
  FOR EACH ROW EXECUTE FUNCTION scrims_tally();
--> statement-breakpoint
CREATE TRIGGER scrims_tally_update AFTER UPDATE OF created_at ON scrims
  FOR EACH ROW
  WHEN (date_trunc('month', OLD.created_at AT TIME ZONE 'UTC')
        IS DISTINCT FROM date_trunc('month', NEW.created_at AT TIME ZONE 'UTC'))
  EXECUTE FUNCTION scrims_tally();
--> statement-breakpoint

-- A table emptied at once (TRUNCATE skips row triggers): its counts go with it.
CREATE FUNCTION tallies_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    DELETE FROM user_tallies;
  ELSE
    DELETE FROM scrim_tallies;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_tally_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION tallies_truncated();
--> statement-breakpoint
CREATE TRIGGER scrims_tally_truncate AFTER TRUNCATE ON scrims
  FOR EACH STATEMENT EXECUTE FUNCTION tallies_truncated();
--> statement-breakpoint

-- The rows already there, counted once. The triggers above exist already and lock both tables
-- against writes until this migration commits, so no write falls between the two.
INSERT INTO user_tallies (month, region, rank_division, live, count)
SELECT date_trunc('month', created_at AT TIME ZONE 'UTC')::date, region,
       split_part(trim(rank), ' ', 1), deleted_at IS NULL, count(*)
FROM users
GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO scrim_tallies (month, count)
SELECT date_trunc('month', created_at AT TIME ZONE 'UTC')::date, count(*)
FROM scrims
GROUP BY 1;
