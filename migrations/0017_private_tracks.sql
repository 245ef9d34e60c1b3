-- Private tracks and playlists, their secret links and scheduled releases
-- (docs/decisions/042-private-links-and-scheduled-releases.md).
ALTER TABLE `tracks` ADD `visibility` text DEFAULT 'public' NOT NULL;
--> statement-breakpoint
ALTER TABLE `tracks` ADD `private_token` text;
--> statement-breakpoint
ALTER TABLE `tracks` ADD `release_at` integer;
--> statement-breakpoint
ALTER TABLE `playlists` ADD `visibility` text DEFAULT 'public' NOT NULL;
--> statement-breakpoint
ALTER TABLE `playlists` ADD `private_token` text;
--> statement-breakpoint
CREATE INDEX `tracks_private_audio_idx` ON `tracks` (`audio_url`) WHERE "tracks"."visibility" = 'private';
--> statement-breakpoint
CREATE INDEX `tracks_private_stream_idx` ON `tracks` (`stream_url`) WHERE "tracks"."visibility" = 'private';
--> statement-breakpoint
CREATE INDEX `tracks_private_cover_idx` ON `tracks` (`cover_url`) WHERE "tracks"."visibility" = 'private';
--> statement-breakpoint
CREATE INDEX `tracks_release_idx` ON `tracks` (`release_at`) WHERE "tracks"."release_at" is not null;
