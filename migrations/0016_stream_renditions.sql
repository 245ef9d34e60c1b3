-- The URL of the streaming rendition (MP3 192 kbit/s) of an upload's audio and of the tracks that play it, made by the
-- server off the request path for heavy uploads (docs/decisions/041-streaming-renditions.md); null until made, and
-- for audio light enough to stream as it is.
ALTER TABLE `uploads` ADD `stream_url` text;
--> statement-breakpoint
ALTER TABLE `tracks` ADD `stream_url` text;
