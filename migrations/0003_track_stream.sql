ALTER TABLE `tracks` ADD `stream_id` integer;--> statement-breakpoint
CREATE INDEX `tracks_stream_idx` ON `tracks` (`stream_id`,`uploaded_at`);--> statement-breakpoint
-- Recordings published before this column existed: the room stored them as audio/live-{streamId}-{time}.webm.
UPDATE `tracks` SET `stream_id` = CAST(substr(`audio_url`, 23, instr(substr(`audio_url`, 23), '-') - 1) AS integer)
WHERE `audio_url` LIKE '/api/media/audio/live-%';
