-- Reposts of tracks and playlists, once per user per item, and the indexes the feed of followed creators reads
-- (docs/decisions/043-reposts-and-a-feed-of-followed-creators.md). repost_count is kept equal to the rows by the batch
-- that changes them, as like_count is (workers/db/reposts.ts).
CREATE TABLE `reposts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`content_id` integer NOT NULL,
	`content_type` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reposts_user_content_unique` ON `reposts` (`user_id`,`content_type`,`content_id`);
--> statement-breakpoint
CREATE INDEX `reposts_user_created_idx` ON `reposts` (`user_id`,`created_at`);
--> statement-breakpoint
CREATE INDEX `reposts_content_idx` ON `reposts` (`content_type`,`content_id`);
--> statement-breakpoint
ALTER TABLE `tracks` ADD `repost_count` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE `playlists` ADD `repost_count` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE INDEX `streams_user_started_idx` ON `streams` (`user_id`,`started_at`) WHERE `started_at` is not null;
