import { CLOSING, FAMILY_EYEBROW } from '../_layout/copy';
import { LongFormPage } from '../_layout/long-form-page';
import type { PageBody } from '../_app/page-bodies';
import type { PageProps } from '../_app/page-types';
import type { ContentBody } from '../_lib/content-types';
import { topics } from './topics';

const byPath = new Map(topics.map((p) => [p.path, p]));

/** Search-led strategy guides. */
export function TopicPage({ route, data }: PageProps<PageBody<ContentBody>>) {
  const page = { ...byPath.get(route.path)!, ...data.body };
  return (
    <LongFormPage
      page={page}
      trail={[{ label: page.label, path: page.path }]}
      eyebrow={FAMILY_EYEBROW.topic}
      motif="hours"
      closing={CLOSING.topic}
    />
  );
}
