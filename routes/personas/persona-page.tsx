import { CLOSING } from '../_layout/copy';
import { LongFormPage, parentCrumb } from '../_layout/long-form-page';
import type { PageProps } from '../_app/page-types';
import { personas } from './content';

const byPath = new Map(personas.map((p) => [p.path, p]));

/** One template for the twelve archetype pages; they sit under /archetypes, grouped by role. */
export function PersonaPage({ route }: PageProps) {
  const page = byPath.get(route.path)!;
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
