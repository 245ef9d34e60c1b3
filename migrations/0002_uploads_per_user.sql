-- One upload row per uploader of a content-addressed key. No table references uploads, so the table is
-- rebuilt without toggling foreign keys (D1 does not allow PRAGMA foreign_keys).
CREATE TABLE `__new_uploads` (
	`key` text NOT NULL,
	`user_id` integer NOT NULL,
	`kind` text NOT NULL,
	`content_type` text NOT NULL,
	`size` integer NOT NULL,
	`duration` real,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`key`, `user_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_uploads`("key", "user_id", "kind", "content_type", "size", "duration", "created_at") SELECT "key", "user_id", "kind", "content_type", "size", "duration", "created_at" FROM `uploads`;--> statement-breakpoint
DROP TABLE `uploads`;--> statement-breakpoint
ALTER TABLE `__new_uploads` RENAME TO `uploads`;--> statement-breakpoint
CREATE INDEX `uploads_user_idx` ON `uploads` (`user_id`);