-- The calendar feed follows every change of a scrim and of its seats through these triggers, so
-- that no code path (today's or a later feature's) can change a scrim without its calendar event
-- getting a higher SEQUENCE, or free a seat without the player's feed showing it cancelled.

-- What the event shows changed: raise the scrim's SEQUENCE.
CREATE FUNCTION scrims_calendar_sequence() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.title, NEW.game_start_time, NEW.region, NEW.is_private, NEW.team_won)
     IS DISTINCT FROM (OLD.title, OLD.game_start_time, OLD.region, OLD.is_private, OLD.team_won) THEN
    NEW.calendar_sequence := greatest(NEW.calendar_sequence, OLD.calendar_sequence + 1);
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER scrims_calendar_sequence BEFORE UPDATE ON scrims
  FOR EACH ROW EXECUTE FUNCTION scrims_calendar_sequence();
--> statement-breakpoint

-- A scrim left a player's calendar: keep it (again) as a cancelled event from now.
CREATE FUNCTION calendar_cancel(
  p_user_id uuid, p_scrim_id uuid, p_title text, p_start timestamptz, p_sequence integer
) RETURNS void LANGUAGE sql AS $$
  INSERT INTO calendar_cancellations (user_id, scrim_id, title, game_start_time, sequence)
  VALUES (p_user_id, p_scrim_id, p_title, p_start, p_sequence)
  ON CONFLICT (user_id, scrim_id) DO UPDATE SET
    title = excluded.title,
    game_start_time = excluded.game_start_time,
    sequence = excluded.sequence,
    cancelled_at = now();
$$;
--> statement-breakpoint

-- A scrim is deleted: every player and caster it had keeps it as a cancelled event.
CREATE FUNCTION scrims_calendar_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM calendar_cancel(member.user_id, OLD.id, OLD.title, OLD.game_start_time,
                          OLD.calendar_sequence + 1)
  FROM (
    SELECT user_id FROM scrim_players WHERE scrim_id = OLD.id
    UNION
    SELECT user_id FROM scrim_casters WHERE scrim_id = OLD.id
  ) AS member;
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER scrims_calendar_deleted BEFORE DELETE ON scrims
  FOR EACH ROW EXECUTE FUNCTION scrims_calendar_deleted();
--> statement-breakpoint

-- A seat or a cast place is taken, moved or freed: raise the scrim's SEQUENCE; a player who
-- holds nothing of the scrim any more keeps it as a cancelled event, one who comes back loses
-- that row. When the scrim itself is being deleted its row is gone already (the cascade runs
-- after it), so nothing is updated or recorded here: the trigger above did it.
CREATE FUNCTION scrim_members_calendar() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  scrim record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE scrims SET calendar_sequence = calendar_sequence + 1 WHERE id = NEW.scrim_id;
    DELETE FROM calendar_cancellations WHERE user_id = NEW.user_id AND scrim_id = NEW.scrim_id;
    RETURN NEW;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    UPDATE scrims SET calendar_sequence = calendar_sequence + 1 WHERE id = NEW.scrim_id;
    RETURN NEW;
  END IF;
  UPDATE scrims SET calendar_sequence = calendar_sequence + 1 WHERE id = OLD.scrim_id
    RETURNING title, game_start_time, calendar_sequence INTO scrim;
  IF FOUND
     AND NOT EXISTS (SELECT 1 FROM scrim_players WHERE scrim_id = OLD.scrim_id AND user_id = OLD.user_id)
     AND NOT EXISTS (SELECT 1 FROM scrim_casters WHERE scrim_id = OLD.scrim_id AND user_id = OLD.user_id) THEN
    PERFORM calendar_cancel(OLD.user_id, OLD.scrim_id, scrim.title, scrim.game_start_time,
                            scrim.calendar_sequence);
  END IF;
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER scrim_players_calendar AFTER INSERT OR UPDATE OR DELETE ON scrim_players
  FOR EACH ROW EXECUTE FUNCTION scrim_members_calendar();
--> statement-breakpoint
CREATE TRIGGER scrim_casters_calendar AFTER INSERT OR UPDATE OR DELETE ON scrim_casters
  FOR EACH ROW EXECUTE FUNCTION scrim_members_calendar();
