import { CLOSING } from '../_layout/copy';
import { LongFormPage, parentCrumb } from '../_layout/long-form-page';
import type { PageBody } from '../_app/page-bodies';
import type { PageProps } from '../_app/page-types';
import type { ContentBody } from '../_lib/content-types';
import { personas } from './content';

const byPath = new Map(personas.map((p) => [p.path, p]));

/** One template for the twelve archetype pages; they sit under /archetypes, grouped by role. */
export function PersonaPage({ route, data }: PageProps<PageBody<ContentBody>>) {
  const page = { ...byPath.get(route.path)!, ...data.body };
  return (
    <LongFormPage
      page={page}
      trail={[...parentCrumb('/archetypes'), { label: page.label, path: page.path }]}
      eyebrow={`${page.group} archetype`}
      motif="week"
      closing={CLOSING.persona}
    />
  );
}
