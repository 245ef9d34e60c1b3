-- Whether anyone may download a track's original audio (GET /api/tracks/{id}/download); its owner always may. Off
-- for every track until its owner turns it on, existing tracks included.
ALTER TABLE `tracks` ADD `allow_download` integer DEFAULT false NOT NULL;
