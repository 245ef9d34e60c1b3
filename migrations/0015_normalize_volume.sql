-- 'Normalize volume' in Settings → Playback, on by default (docs/product/rules.md#player).
ALTER TABLE `user_settings` ADD `normalize_volume` integer DEFAULT true NOT NULL;
