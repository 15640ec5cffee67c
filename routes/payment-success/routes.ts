import { route, type FamilyPages } from '../_app/routes';
import { paymentSuccessPage } from './content';

export const PAYMENT_SUCCESS_ROUTE = route('/payment-success', 'payment-success', 'Payment Confirmed', paymentSuccessPage, { sitemap: false });

export const PAGES: FamilyPages = { position: 110, routes: [PAYMENT_SUCCESS_ROUTE] };
