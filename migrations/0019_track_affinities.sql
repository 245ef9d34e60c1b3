-- What listeners of a track also played or liked, counted by the hourly upkeep off the request path
-- (docs/decisions/048-related-tracks-read-counted-affinities.md): at most 30 rows per track, the tracks due to be
-- counted again, and the time up to which play events and likes have marked tracks due.
CREATE TABLE `track_affinities` (
	`track_id` integer NOT NULL,
	`related_id` integer NOT NULL,
	`times` integer NOT NULL,
	PRIMARY KEY(`track_id`, `related_id`),
	FOREIGN KEY (`track_id`) REFERENCES `tracks`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`related_id`) REFERENCES `tracks`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
-- Deleting a track cascades to the rows naming it as related.
CREATE INDEX `track_affinities_related_idx` ON `track_affinities` (`related_id`);
--> statement-breakpoint
CREATE TABLE `track_affinities_due` (
	`track_id` integer PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE `track_affinities_window` (
	`id` integer PRIMARY KEY NOT NULL,
	`since` integer NOT NULL
);
--> statement-breakpoint
-- From the beginning: the first upkeep counts every track anyone chose.
INSERT INTO `track_affinities_window` (`id`, `since`) VALUES (1, 0);
