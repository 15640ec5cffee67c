/** /payment-success: where checkout sends a visitor who has bought a plan. */
import { pageRoutes } from '../_app/pages';
import { PaymentSuccessPage } from './payment-success-page';
import { PAYMENT_SUCCESS_ROUTE } from './routes';

export const paymentSuccess = () => pageRoutes([PAYMENT_SUCCESS_ROUTE], PaymentSuccessPage);

export default paymentSuccess;
