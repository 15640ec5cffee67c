-- Publishing times in one form, YYYY-MM-DDTHH:MM:SS.sssZ (routes/blog/manage/validate.ts, schedule), so that the
-- cron's comparison of stored text (routes/blog/queries.ts, SQL.due) orders them as instants. A time that is no
-- real date (a year past 9999, stored as '+010000-…', which sorted before every real time and so was published by
-- the next cron run) becomes no schedule: the article stays a draft for the editor to schedule again.
UPDATE posts SET publish_at = strftime('%Y-%m-%dT%H:%M:%fZ', publish_at) WHERE publish_at IS NOT NULL;
