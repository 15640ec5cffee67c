import { route, type FamilyPages } from '../_app/routes';
import { templatePage } from './content';

export const TEMPLATE_ROUTE = route('/strategic-planning-template', 'template', 'Strategic Planning Template', templatePage, { footer: 'resources', section: 'tools', markdown: () => import('./markdown').then((m) => m.templateMarkdown) });

export const PAGES: FamilyPages = { position: 90, routes: [TEMPLATE_ROUTE] };
