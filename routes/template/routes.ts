import { route } from '../_app/routes';
import { templatePage } from './content';

export const TEMPLATE_ROUTE = route('/strategic-planning-template', 'template', 'Strategic Planning Template', templatePage, { footer: 'resources' });
