import { CLOSING, FAMILY_EYEBROW } from '../content/copy';
import { LongFormPage } from '../content/long-form-page';
import type { PageProps } from '../page-types';
import { topics } from './topics';

const byPath = new Map(topics.map((p) => [p.path, p]));

/** Search-led strategy guides. */
export function TopicPage({ route }: PageProps) {
  const page = byPath.get(route.path)!;
  return (
    <LongFormPage
      page={page}
      trail={[{ label: page.label, path: page.path }]}
      eyebrow={FAMILY_EYEBROW.topic}
      closing={CLOSING.topic}
    />
  );
}
