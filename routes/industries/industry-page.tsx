import { CLOSING, FAMILY_EYEBROW } from '../_layout/copy';
import { LongFormPage } from '../_layout/long-form-page';
import type { PageProps } from '../_app/page-types';
import { industries } from './content';

const byPath = new Map(industries.map((p) => [p.path, p]));

/** Sector pages: one template for SaaS, cyber, defence, healthcare and travel. */
export function IndustryPage({ route }: PageProps) {
  const page = byPath.get(route.path)!;
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
