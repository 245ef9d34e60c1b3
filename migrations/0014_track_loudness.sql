-- Integrated loudness (LUFS) and true peak (dBTP) of an upload's audio and of the tracks that play it, measured by the
-- server off the request path (docs/decisions/039-loudness-measured-in-a-queue.md); null until measured, and for
-- recordings.
ALTER TABLE `uploads` ADD `loudness_lufs` real;
--> statement-breakpoint
ALTER TABLE `uploads` ADD `true_peak_db` real;
--> statement-breakpoint
ALTER TABLE `tracks` ADD `loudness_lufs` real;
--> statement-breakpoint
ALTER TABLE `tracks` ADD `true_peak_db` real;
