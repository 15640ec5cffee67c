-- An article's social card (routes/blog/social-card.ts): the R2 key of the PNG drawn when it was last saved or
-- published, named after its content version. NULL means it has none (never drawn, or drawing failed) and its
-- pages carry the site's card. Adding a nullable column is safe for the release before this one, which ignores it.
ALTER TABLE posts ADD COLUMN card TEXT;
