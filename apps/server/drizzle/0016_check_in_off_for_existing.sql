-- Scrims made before check-in existed keep playing without it: their players never saw a
-- check-in button, so a start sweep must not free their seats. New scrims get the default (15).
UPDATE "scrims" SET "check_in_minutes" = 0;
