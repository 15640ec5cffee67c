/** /about. */
import { pageRoutes } from '../_app/pages';
import { AboutPage } from './about-page';
import { ABOUT_ROUTE } from './routes';

export const about = () => pageRoutes([ABOUT_ROUTE], AboutPage);

export default about;
