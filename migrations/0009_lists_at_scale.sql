-- Track lists and search at 100,000 tracks (ADR 016).
--
-- Trending (plays and likes of the last 7 days) and Weekly Top Picks (plays of the last 7 days) read counters kept
-- on the track instead of counting a week of rows per request. `week_plays` and `week_likes` count the track's play
-- events and likes newer than `weekly_counts_window.since`: the triggers below add and remove rows newer than it in
-- the statement that changes them, and workers/db/weekly-counts.ts moves `since` up to 7 days ago, taking off the rows
-- it passes, in the transaction that reads a list (and hourly), so a list reads exactly the last 7 days.
ALTER TABLE `tracks` ADD `week_plays` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE `tracks` ADD `week_likes` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE TABLE `weekly_counts_window` (
	`id` integer PRIMARY KEY NOT NULL CHECK (`id` = 1),
	`since` integer NOT NULL
);
--> statement-breakpoint
INSERT INTO `weekly_counts_window` (`id`, `since`) VALUES (1, cast(unixepoch('subsec') * 1000 as integer) - 7 * 24 * 60 * 60 * 1000);
--> statement-breakpoint
UPDATE `tracks` SET
  `week_plays` = (SELECT count(*) FROM `play_events` WHERE `track_id` = `tracks`.`id` AND `played_at` > (SELECT `since` FROM `weekly_counts_window`)),
  `week_likes` = (SELECT count(*) FROM `likes` WHERE `content_type` = 'track' AND `content_id` = `tracks`.`id` AND `created_at` > (SELECT `since` FROM `weekly_counts_window`));
--> statement-breakpoint
CREATE TRIGGER `play_events_week_after_insert` AFTER INSERT ON `play_events` BEGIN
  UPDATE `tracks` SET `week_plays` = `week_plays` + 1 WHERE `id` = new.`track_id` AND new.`played_at` > (SELECT `since` FROM `weekly_counts_window`);
END;
--> statement-breakpoint
CREATE TRIGGER `play_events_week_after_delete` AFTER DELETE ON `play_events` BEGIN
  UPDATE `tracks` SET `week_plays` = `week_plays` - 1 WHERE `id` = old.`track_id` AND old.`played_at` > (SELECT `since` FROM `weekly_counts_window`);
END;
--> statement-breakpoint
CREATE TRIGGER `play_events_week_after_update` AFTER UPDATE OF `track_id`, `played_at` ON `play_events` BEGIN
  UPDATE `tracks` SET `week_plays` = `week_plays` - 1 WHERE `id` = old.`track_id` AND old.`played_at` > (SELECT `since` FROM `weekly_counts_window`);
  UPDATE `tracks` SET `week_plays` = `week_plays` + 1 WHERE `id` = new.`track_id` AND new.`played_at` > (SELECT `since` FROM `weekly_counts_window`);
END;
--> statement-breakpoint
CREATE TRIGGER `likes_week_after_insert` AFTER INSERT ON `likes` WHEN new.`content_type` = 'track' BEGIN
  UPDATE `tracks` SET `week_likes` = `week_likes` + 1 WHERE `id` = new.`content_id` AND new.`created_at` > (SELECT `since` FROM `weekly_counts_window`);
END;
--> statement-breakpoint
CREATE TRIGGER `likes_week_after_delete` AFTER DELETE ON `likes` WHEN old.`content_type` = 'track' BEGIN
  UPDATE `tracks` SET `week_likes` = `week_likes` - 1 WHERE `id` = old.`content_id` AND old.`created_at` > (SELECT `since` FROM `weekly_counts_window`);
END;
--> statement-breakpoint
CREATE TRIGGER `likes_week_after_update` AFTER UPDATE OF `content_type`, `content_id`, `created_at` ON `likes` BEGIN
  UPDATE `tracks` SET `week_likes` = `week_likes` - 1 WHERE old.`content_type` = 'track' AND `id` = old.`content_id` AND old.`created_at` > (SELECT `since` FROM `weekly_counts_window`);
  UPDATE `tracks` SET `week_likes` = `week_likes` + 1 WHERE new.`content_type` = 'track' AND `id` = new.`content_id` AND new.`created_at` > (SELECT `since` FROM `weekly_counts_window`);
END;
--> statement-breakpoint
-- Moving the window finds the rows it passes by time.
CREATE INDEX `likes_type_created_idx` ON `likes` (`content_type`,`created_at`);
--> statement-breakpoint
-- One index per filter and sort, each ending in uploaded_at (and the rowid): a page is read in index order, never sorted.
DROP INDEX `tracks_plays_idx`;
--> statement-breakpoint
DROP INDEX `tracks_genre_idx`;
--> statement-breakpoint
CREATE INDEX `tracks_popular_idx` ON `tracks` (`play_count`,`uploaded_at`);
--> statement-breakpoint
CREATE INDEX `tracks_trending_idx` ON `tracks` ("week_plays" + "week_likes",`uploaded_at`);
--> statement-breakpoint
CREATE INDEX `tracks_week_plays_idx` ON `tracks` (`week_plays`,`uploaded_at`);
--> statement-breakpoint
CREATE INDEX `tracks_genre_recent_idx` ON `tracks` (lower("genre"),`uploaded_at`);
--> statement-breakpoint
CREATE INDEX `tracks_genre_popular_idx` ON `tracks` (lower("genre"),`play_count`,`uploaded_at`);
--> statement-breakpoint
CREATE INDEX `tracks_genre_trending_idx` ON `tracks` (lower("genre"),"week_plays" + "week_likes",`uploaded_at`);
--> statement-breakpoint
CREATE INDEX `tracks_recordings_idx` ON `tracks` (`uploaded_at`) WHERE "tracks"."stream_id" is not null;
--> statement-breakpoint
-- Search: prefix indexes of one and two characters, so a short prefix ("a"*) reads one list of rows instead of
-- merging the lists of every word it begins. The table, its triggers and its contents are as in 0001_search.sql.
DROP TRIGGER `tracks_fts_after_insert`;
--> statement-breakpoint
DROP TRIGGER `tracks_fts_after_delete`;
--> statement-breakpoint
DROP TRIGGER `tracks_fts_after_update`;
--> statement-breakpoint
DROP TABLE `tracks_fts`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `tracks_fts` USING fts5(`title`, `artist_name`, `genre`, content='tracks', content_rowid='id', tokenize='unicode61 remove_diacritics 2', prefix='1 2');
--> statement-breakpoint
CREATE TRIGGER `tracks_fts_after_insert` AFTER INSERT ON `tracks` BEGIN
  INSERT INTO `tracks_fts` (rowid, `title`, `artist_name`, `genre`) VALUES (new.`id`, new.`title`, new.`artist_name`, new.`genre`);
END;
--> statement-breakpoint
CREATE TRIGGER `tracks_fts_after_delete` AFTER DELETE ON `tracks` BEGIN
  INSERT INTO `tracks_fts` (`tracks_fts`, rowid, `title`, `artist_name`, `genre`) VALUES ('delete', old.`id`, old.`title`, old.`artist_name`, old.`genre`);
END;
--> statement-breakpoint
CREATE TRIGGER `tracks_fts_after_update` AFTER UPDATE OF `title`, `artist_name`, `genre` ON `tracks` BEGIN
  INSERT INTO `tracks_fts` (`tracks_fts`, rowid, `title`, `artist_name`, `genre`) VALUES ('delete', old.`id`, old.`title`, old.`artist_name`, old.`genre`);
  INSERT INTO `tracks_fts` (rowid, `title`, `artist_name`, `genre`) VALUES (new.`id`, new.`title`, new.`artist_name`, new.`genre`);
END;
--> statement-breakpoint
INSERT INTO `tracks_fts` (`tracks_fts`) VALUES ('rebuild');
