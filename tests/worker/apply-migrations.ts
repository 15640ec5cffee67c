import { applyD1Migrations, env } from 'cloudflare:test';

// Each test file starts from the real schema and seed, applied to its isolated local D1.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
