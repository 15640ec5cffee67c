/**
 * Uploaded pictures have no page in the route table: they arrive with the manager's article form or its JSON API
 * (routes/manage, through Services.media) and are served at /media/<id>/<width>.webp (routes/_lib/media.ts names
 * the addresses the pages link).
 */
import type { FamilyPages } from '../_app/routes';

export const PAGES: FamilyPages = { position: 180, routes: [] };
