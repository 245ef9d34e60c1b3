-- A live recording keeps its picture (ADR 015). Each host video connection of the stream (camera, then a shared
-- screen, ...) is one WebM in R2, placed on the audio recording's timeline by its start.
CREATE TABLE `recording_video_segments` (
	`track_id` integer NOT NULL,
	`position` integer NOT NULL,
	`url` text NOT NULL,
	`start_ms` integer NOT NULL,
	`duration_ms` integer NOT NULL,
	PRIMARY KEY(`track_id`, `position`),
	FOREIGN KEY (`track_id`) REFERENCES `tracks`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `recording_video_segments_url_idx` ON `recording_video_segments` (`url`);
