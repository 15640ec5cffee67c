/** The search's title and description, and the words of its field, which /blog shows too. British English. */
import { SITE } from '../_lib/site-config';

export const searchPage = {
  title: `Search Insights and the site | ${SITE.brand}`,
  description: `Search every ${SITE.brand} article and page by what it says: planning, board reporting, hiring, marketing and the rest.`,
  h1: 'Search',
  lead: 'Find an article or a page by the words in it. Put a phrase in double quotes to find those words together.',
};

/** The field's words: on /blog and /search (routes/_layout/search-field.tsx). The results' words are in ./results-copy.ts. */
export const searchField = {
  /** The field's label, on /blog and /search. */
  label: 'Search articles and pages',
  /** Short enough to show whole in the field at 320 px. */
  placeholder: 'Board reporting',
  submit: 'Search',
  /** The name of the list of suggestions under the field. */
  suggestions: 'Suggestions',
};
