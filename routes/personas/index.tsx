/** /archetypes and the guide for each archetype. */
import { factory } from '../_app/factory';
import { pageBodies } from '../_app/page-bodies';
import { pageRoutes } from '../_app/pages';
import { ArchetypesPage } from './archetypes-page';
import { PersonaPage } from './persona-page';
import { ARCHETYPES_ROUTE, PERSONA_ROUTES } from './routes';

export const personas = () =>
  factory
    .createApp()
    .route('/', pageRoutes([ARCHETYPES_ROUTE], ArchetypesPage))
    .route('/', pageRoutes(PERSONA_ROUTES, PersonaPage, { load: pageBodies(() => import('./bodies').then((m) => m.personaBodies)) }));

export default personas;
