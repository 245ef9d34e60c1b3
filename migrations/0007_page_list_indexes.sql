-- Indexes on the ORDER BY of the lists the pages' loaders load, checked with EXPLAIN QUERY PLAN.
-- Featured streams (viewer_count desc, started_at desc, id desc) walk the live streams in order, with no sort.
DROP INDEX `streams_live_idx`;
--> statement-breakpoint
CREATE INDEX `streams_live_idx` ON `streams` (`is_live`,`viewer_count`,`started_at`);
--> statement-breakpoint
-- A creator's live stream title (recommended creators, followed channels): one lookup, not a scan of every live stream.
CREATE INDEX `streams_user_live_idx` ON `streams` (`user_id`,`is_live`,`started_at`);
--> statement-breakpoint
-- Recommended creators (is_streaming desc, follower_count desc, id asc) stop at the first 12, with no sort.
CREATE INDEX `users_recommended_idx` ON `users` ("is_streaming" desc,"follower_count" desc);
