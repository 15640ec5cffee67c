/** The service guides and the strategy guides. */
import { factory } from '../_app/factory';
import { pageRoutes } from '../_app/pages';
import { SERVICE_TOPIC_ROUTES, TOPIC_ROUTES } from './routes';
import { ServiceTopicPage } from './service-topic-page';
import { TopicPage } from './topic-page';

export const topics = () =>
  factory
    .createApp()
    .route('/', pageRoutes(SERVICE_TOPIC_ROUTES, ServiceTopicPage))
    .route('/', pageRoutes(TOPIC_ROUTES, TopicPage));

export default topics;
