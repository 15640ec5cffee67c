/** /archetypes and one guide per leadership archetype. */
import { route, type FamilyPages, type RouteEntry } from '../_app/routes';
import { SITE } from '../_lib/site-config';
import { personas } from './content';

export const ARCHETYPES_ROUTE = route('/archetypes', 'archetypes', 'Archetypes', {
  title: `Leadership Archetypes: Which One Are You? | ${SITE.brand}`,
  description: 'Twelve leadership archetypes, from the time-poor CEO to the growth-hacker CMO: see the pressures each one faces and how a fractional partner helps.',
}, { nav: 3, mobile: { order: 3, label: 'Archetypes' }, footer: 'company', markdown: () => import('./markdown').then((m) => m.archetypesMarkdown) });

export const PERSONA_ROUTES: RouteEntry[] = personas.map((p) => route(p.path, 'persona', p.label, p, { summary: p.summary, section: 'archetypes', cardLabel: `Leadership archetype · ${p.label}`, markdown: () => import('./markdown').then((m) => m.personaMarkdown) }));

export const PAGES: FamilyPages = { position: 30, routes: [ARCHETYPES_ROUTE, ...PERSONA_ROUTES] };
