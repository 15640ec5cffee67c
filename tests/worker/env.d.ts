declare namespace Cloudflare {
  interface Env {
    DB: D1Database;
    TEST_MIGRATIONS: import('cloudflare:test').D1Migration[];
    SUPABASE_URL: string;
    SUPABASE_ANON_KEY: string;
    BLOG_ADMIN_EMAILS: string;
  }
}
