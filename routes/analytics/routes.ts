/**
 * The site's own measurement has no page in the route table: page notes are posted to, booking and checkout links
 * pass through, and the Analytics screen is an operator's screen inside the manager, behind the editor gate.
 */
import type { FamilyPages } from '../_app/routes';

/** The Analytics screen, beside the manager's other screens (the manager's bar links it, routes/manage/content.ts). */
export const ANALYTICS_PATH = '/blog/manage/analytics';

/** Each of the screen's tables as a CSV download. */
export const CSV_PATH = `${ANALYTICS_PATH}/:file{[a-z]+\\.csv}`;

export const PAGES: FamilyPages = { position: 170, routes: [] };

/** The Experiments screen: copy experiments, their reports and their changes (docs/analytics.md#experiments). */
export const EXPERIMENTS_PATH = '/blog/manage/experiments';
/** One experiment: `:id` takes any segment, and its handlers answer 404 to anything but a number. */
export const EXPERIMENT_PATH = `${EXPERIMENTS_PATH}/:id`;
