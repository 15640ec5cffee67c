import { CLOSING, FAMILY_EYEBROW } from '../_layout/copy';
import { LongFormPage } from '../_layout/long-form-page';
import type { PageBody } from '../_app/page-bodies';
import type { PageProps } from '../_app/page-types';
import type { ContentBody } from '../_lib/content-types';
import { industries } from './content';

const byPath = new Map(industries.map((p) => [p.path, p]));

/** Sector pages: one template for SaaS, cyber, defence, healthcare and travel. */
export function IndustryPage({ route, data }: PageProps<PageBody<ContentBody>>) {
  const page = { ...byPath.get(route.path)!, ...data.body };
  return (
    <LongFormPage
      page={page}
      trail={[{ label: page.label, path: page.path }]}
      eyebrow={`${FAMILY_EYEBROW.industry}: ${page.label}`}
      motif="network"
      closing={CLOSING.industry}
    />
  );
}
