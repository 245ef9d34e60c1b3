-- Search inside words: 'night' finds 'Midnight Circuit' (docs/decisions/016-lists-and-search-at-scale.md). Beside
-- each word index of 0001_search.sql, a trigram index of the same columns: it stores every three-character run of
-- the text, so any run of three or more characters is found wherever it stands. External-content tables kept in step
-- by triggers, as the word indexes are; an update re-indexes only when a searched column changes.
-- remove_diacritics 1 folds accents as the word indexes do: 'cafe' is inside 'Le Café'.
CREATE VIRTUAL TABLE `tracks_trigram` USING fts5(`title`, `artist_name`, `genre`, content='tracks', content_rowid='id', tokenize='trigram remove_diacritics 1');
--> statement-breakpoint
CREATE TRIGGER `tracks_trigram_after_insert` AFTER INSERT ON `tracks` BEGIN
  INSERT INTO `tracks_trigram` (rowid, `title`, `artist_name`, `genre`) VALUES (new.`id`, new.`title`, new.`artist_name`, new.`genre`);
END;
--> statement-breakpoint
CREATE TRIGGER `tracks_trigram_after_delete` AFTER DELETE ON `tracks` BEGIN
  INSERT INTO `tracks_trigram` (`tracks_trigram`, rowid, `title`, `artist_name`, `genre`) VALUES ('delete', old.`id`, old.`title`, old.`artist_name`, old.`genre`);
END;
--> statement-breakpoint
CREATE TRIGGER `tracks_trigram_after_update` AFTER UPDATE OF `title`, `artist_name`, `genre` ON `tracks` BEGIN
  INSERT INTO `tracks_trigram` (`tracks_trigram`, rowid, `title`, `artist_name`, `genre`) VALUES ('delete', old.`id`, old.`title`, old.`artist_name`, old.`genre`);
  INSERT INTO `tracks_trigram` (rowid, `title`, `artist_name`, `genre`) VALUES (new.`id`, new.`title`, new.`artist_name`, new.`genre`);
END;
--> statement-breakpoint
INSERT INTO `tracks_trigram` (`tracks_trigram`) VALUES ('rebuild');
--> statement-breakpoint
CREATE VIRTUAL TABLE `users_trigram` USING fts5(`username`, `display_name`, content='users', content_rowid='id', tokenize='trigram remove_diacritics 1');
--> statement-breakpoint
CREATE TRIGGER `users_trigram_after_insert` AFTER INSERT ON `users` BEGIN
  INSERT INTO `users_trigram` (rowid, `username`, `display_name`) VALUES (new.`id`, new.`username`, new.`display_name`);
END;
--> statement-breakpoint
CREATE TRIGGER `users_trigram_after_delete` AFTER DELETE ON `users` BEGIN
  INSERT INTO `users_trigram` (`users_trigram`, rowid, `username`, `display_name`) VALUES ('delete', old.`id`, old.`username`, old.`display_name`);
END;
--> statement-breakpoint
CREATE TRIGGER `users_trigram_after_update` AFTER UPDATE OF `username`, `display_name` ON `users` BEGIN
  INSERT INTO `users_trigram` (`users_trigram`, rowid, `username`, `display_name`) VALUES ('delete', old.`id`, old.`username`, old.`display_name`);
  INSERT INTO `users_trigram` (rowid, `username`, `display_name`) VALUES (new.`id`, new.`username`, new.`display_name`);
END;
--> statement-breakpoint
INSERT INTO `users_trigram` (`users_trigram`) VALUES ('rebuild');
--> statement-breakpoint
CREATE VIRTUAL TABLE `streams_trigram` USING fts5(`title`, `description`, content='streams', content_rowid='id', tokenize='trigram remove_diacritics 1');
--> statement-breakpoint
CREATE TRIGGER `streams_trigram_after_insert` AFTER INSERT ON `streams` BEGIN
  INSERT INTO `streams_trigram` (rowid, `title`, `description`) VALUES (new.`id`, new.`title`, new.`description`);
END;
--> statement-breakpoint
CREATE TRIGGER `streams_trigram_after_delete` AFTER DELETE ON `streams` BEGIN
  INSERT INTO `streams_trigram` (`streams_trigram`, rowid, `title`, `description`) VALUES ('delete', old.`id`, old.`title`, old.`description`);
END;
--> statement-breakpoint
CREATE TRIGGER `streams_trigram_after_update` AFTER UPDATE OF `title`, `description` ON `streams` BEGIN
  INSERT INTO `streams_trigram` (`streams_trigram`, rowid, `title`, `description`) VALUES ('delete', old.`id`, old.`title`, old.`description`);
  INSERT INTO `streams_trigram` (rowid, `title`, `description`) VALUES (new.`id`, new.`title`, new.`description`);
END;
--> statement-breakpoint
INSERT INTO `streams_trigram` (`streams_trigram`) VALUES ('rebuild');
--> statement-breakpoint
CREATE VIRTUAL TABLE `posts_trigram` USING fts5(`title`, `content`, content='posts', content_rowid='id', tokenize='trigram remove_diacritics 1');
--> statement-breakpoint
CREATE TRIGGER `posts_trigram_after_insert` AFTER INSERT ON `posts` BEGIN
  INSERT INTO `posts_trigram` (rowid, `title`, `content`) VALUES (new.`id`, new.`title`, new.`content`);
END;
--> statement-breakpoint
CREATE TRIGGER `posts_trigram_after_delete` AFTER DELETE ON `posts` BEGIN
  INSERT INTO `posts_trigram` (`posts_trigram`, rowid, `title`, `content`) VALUES ('delete', old.`id`, old.`title`, old.`content`);
END;
--> statement-breakpoint
CREATE TRIGGER `posts_trigram_after_update` AFTER UPDATE OF `title`, `content` ON `posts` BEGIN
  INSERT INTO `posts_trigram` (`posts_trigram`, rowid, `title`, `content`) VALUES ('delete', old.`id`, old.`title`, old.`content`);
  INSERT INTO `posts_trigram` (rowid, `title`, `content`) VALUES (new.`id`, new.`title`, new.`content`);
END;
--> statement-breakpoint
INSERT INTO `posts_trigram` (`posts_trigram`) VALUES ('rebuild');
