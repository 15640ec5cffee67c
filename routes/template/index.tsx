/** /strategic-planning-template: the one-page plan, printable. */
import { pageRoutes } from '../_app/pages';
import { TemplatePage } from './template-page';
import { TEMPLATE_ROUTE } from './routes';

export const template = () => pageRoutes([TEMPLATE_ROUTE], TemplatePage);

export default template;
