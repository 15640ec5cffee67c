/** /contact: ways to reach us and the contact form (posted to the forms API, routes/leads). */
import { pageRoutes } from '../_app/pages';
import { ContactPage } from './contact-page';
import { CONTACT_ROUTE } from './routes';

export const contact = () => pageRoutes([CONTACT_ROUTE], ContactPage);

export default contact;
