-- Full-text search (docs/product/rules.md). Each index is an external-content FTS5 table: it stores only the index and
-- reads the text from its base table, so nothing is duplicated. The triggers below keep it in step; an update
-- re-indexes only when a searched column changes, so counter updates (plays, likes, followers) cost nothing.
-- unicode61 folds case and, with remove_diacritics 2, accents: 'Beyonce' finds 'Beyoncé'.
CREATE VIRTUAL TABLE `tracks_fts` USING fts5(`title`, `artist_name`, `genre`, content='tracks', content_rowid='id', tokenize='unicode61 remove_diacritics 2');
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
--> statement-breakpoint
CREATE VIRTUAL TABLE `users_fts` USING fts5(`username`, `display_name`, content='users', content_rowid='id', tokenize='unicode61 remove_diacritics 2');
--> statement-breakpoint
CREATE TRIGGER `users_fts_after_insert` AFTER INSERT ON `users` BEGIN
  INSERT INTO `users_fts` (rowid, `username`, `display_name`) VALUES (new.`id`, new.`username`, new.`display_name`);
END;
--> statement-breakpoint
CREATE TRIGGER `users_fts_after_delete` AFTER DELETE ON `users` BEGIN
  INSERT INTO `users_fts` (`users_fts`, rowid, `username`, `display_name`) VALUES ('delete', old.`id`, old.`username`, old.`display_name`);
END;
--> statement-breakpoint
CREATE TRIGGER `users_fts_after_update` AFTER UPDATE OF `username`, `display_name` ON `users` BEGIN
  INSERT INTO `users_fts` (`users_fts`, rowid, `username`, `display_name`) VALUES ('delete', old.`id`, old.`username`, old.`display_name`);
  INSERT INTO `users_fts` (rowid, `username`, `display_name`) VALUES (new.`id`, new.`username`, new.`display_name`);
END;
--> statement-breakpoint
INSERT INTO `users_fts` (`users_fts`) VALUES ('rebuild');
--> statement-breakpoint
CREATE VIRTUAL TABLE `streams_fts` USING fts5(`title`, `description`, content='streams', content_rowid='id', tokenize='unicode61 remove_diacritics 2');
--> statement-breakpoint
CREATE TRIGGER `streams_fts_after_insert` AFTER INSERT ON `streams` BEGIN
  INSERT INTO `streams_fts` (rowid, `title`, `description`) VALUES (new.`id`, new.`title`, new.`description`);
END;
--> statement-breakpoint
CREATE TRIGGER `streams_fts_after_delete` AFTER DELETE ON `streams` BEGIN
  INSERT INTO `streams_fts` (`streams_fts`, rowid, `title`, `description`) VALUES ('delete', old.`id`, old.`title`, old.`description`);
END;
--> statement-breakpoint
CREATE TRIGGER `streams_fts_after_update` AFTER UPDATE OF `title`, `description` ON `streams` BEGIN
  INSERT INTO `streams_fts` (`streams_fts`, rowid, `title`, `description`) VALUES ('delete', old.`id`, old.`title`, old.`description`);
  INSERT INTO `streams_fts` (rowid, `title`, `description`) VALUES (new.`id`, new.`title`, new.`description`);
END;
--> statement-breakpoint
INSERT INTO `streams_fts` (`streams_fts`) VALUES ('rebuild');
--> statement-breakpoint
CREATE VIRTUAL TABLE `posts_fts` USING fts5(`title`, `content`, content='posts', content_rowid='id', tokenize='unicode61 remove_diacritics 2');
--> statement-breakpoint
CREATE TRIGGER `posts_fts_after_insert` AFTER INSERT ON `posts` BEGIN
  INSERT INTO `posts_fts` (rowid, `title`, `content`) VALUES (new.`id`, new.`title`, new.`content`);
END;
--> statement-breakpoint
CREATE TRIGGER `posts_fts_after_delete` AFTER DELETE ON `posts` BEGIN
  INSERT INTO `posts_fts` (`posts_fts`, rowid, `title`, `content`) VALUES ('delete', old.`id`, old.`title`, old.`content`);
END;
--> statement-breakpoint
CREATE TRIGGER `posts_fts_after_update` AFTER UPDATE OF `title`, `content` ON `posts` BEGIN
  INSERT INTO `posts_fts` (`posts_fts`, rowid, `title`, `content`) VALUES ('delete', old.`id`, old.`title`, old.`content`);
  INSERT INTO `posts_fts` (rowid, `title`, `content`) VALUES (new.`id`, new.`title`, new.`content`);
END;
--> statement-breakpoint
INSERT INTO `posts_fts` (`posts_fts`) VALUES ('rebuild');
