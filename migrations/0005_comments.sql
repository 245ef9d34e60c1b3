-- Comments on tracks and posts. A track comment may be pinned to a moment of the track.
ALTER TABLE `comments` ADD `timestamp_seconds` real;
--> statement-breakpoint
ALTER TABLE `tracks` ADD `comment_count` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE INDEX `comments_user_idx` ON `comments` (`user_id`);
--> statement-breakpoint
-- The counters follow the rows in the statement that changes them, whatever removes a comment: its author, the
-- owner of what it is on, or a deleted user's cascade (docs/product/rules.md#counters: counters equal their rows).
CREATE TRIGGER `comments_count_after_insert` AFTER INSERT ON `comments` BEGIN
  UPDATE `tracks` SET `comment_count` = `comment_count` + 1 WHERE new.`content_type` = 'track' AND `id` = new.`content_id`;
  UPDATE `posts` SET `comment_count` = `comment_count` + 1 WHERE new.`content_type` = 'post' AND `id` = new.`content_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `comments_count_after_delete` AFTER DELETE ON `comments` BEGIN
  UPDATE `tracks` SET `comment_count` = max(`comment_count` - 1, 0) WHERE old.`content_type` = 'track' AND `id` = old.`content_id`;
  UPDATE `posts` SET `comment_count` = max(`comment_count` - 1, 0) WHERE old.`content_type` = 'post' AND `id` = old.`content_id`;
END;
--> statement-breakpoint
UPDATE `tracks` SET `comment_count` = (SELECT count(*) FROM `comments` WHERE `content_type` = 'track' AND `content_id` = `tracks`.`id`);
--> statement-breakpoint
UPDATE `posts` SET `comment_count` = (SELECT count(*) FROM `comments` WHERE `content_type` = 'post' AND `content_id` = `posts`.`id`);
