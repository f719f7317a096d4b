-- Trigram operator classes for the users name search index of the next migration.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
