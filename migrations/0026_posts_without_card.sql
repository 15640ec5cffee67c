-- Published articles that have no social card of their own yet (the seed articles, any that came from another
-- migration, one whose drawing failed): the cron draws a few each run (worker/article-cards.ts), reading this small
-- partial index rather than every post (routes/blog/queries.ts, SQL.cardless).
CREATE INDEX posts_without_card ON posts (seq) WHERE status = 'published' AND card IS NULL;
