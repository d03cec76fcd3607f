-- Listings answered from the index alone. The activities near a place and
-- the vacancy list are counted in full for their Total (the site shows it): with every column
-- the match, the order and the count need in the index, PostgreSQL reads a few index pages
-- instead of one table page per match (at 20,000 nodes the activities near Utrecht read 43
-- pages instead of 476, the vacancy count 44 instead of 845). Index-only scans need the
-- visibility map, which VACUUM writes: migrate.ts and the seeds run it, as PGlite has no
-- autovacuum. Only the page's few rows are then read from the table, for their documents.
DROP INDEX nodes_activity_position_idx;
CREATE INDEX nodes_activity_position_idx ON nodes (lat, lon, last_day) INCLUDE (start_date, start_time, title, nid)
  WHERE status AND type = 'activiteit';

DROP INDEX nodes_vacancy_created_idx;
CREATE INDEX nodes_vacancy_created_idx ON nodes (created DESC, nid) INCLUDE (title, region_id, lat, lon, vacancy_type)
  WHERE status AND type IN ('vacancies', 'regio_vacancies');
