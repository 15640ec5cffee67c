/** The Reality Check (/consultation) and the booking calendar (/consultation-booking). */
import { pageRoutes } from '../_app/pages';
import { ConsultationBookingPage } from './booking-page';
import { ConsultationPage } from './consultation-page';
import { CONSULTATION_ROUTES } from './routes';
import { factory } from '../_app/factory';

const [consultationRoute, bookingRoute] = CONSULTATION_ROUTES;

export const consultation = () =>
  factory
    .createApp()
    .route('/', pageRoutes([consultationRoute!], ConsultationPage))
    .route('/', pageRoutes([bookingRoute!], ConsultationBookingPage));

export default consultation;
