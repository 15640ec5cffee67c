import { PACKAGES } from '../_lib/plans';
import { CLOSING, FAMILY_EYEBROW } from '../_layout/copy';
import { LongFormPage, parentCrumb } from '../_layout/long-form-page';
import { offersLd, serviceLd, withContext } from '../_layout/structured-data';
import type { PageBody } from '../_app/page-bodies';
import type { PageProps } from '../_app/page-types';
import type { ContentBody } from '../_lib/content-types';
import { SITE } from '../_lib/site-config';
import { useCurrency } from '../_lib/currency-context';
import { serviceTopics } from './service-topics';

const byPath = new Map(serviceTopics.map((p) => [p.path, p]));

/** Service explainers and buying guides: they describe a service we sell, so they carry Service structured data. */
export function ServiceTopicPage({ route, data }: PageProps<PageBody<ContentBody>>) {
  const page = { ...byPath.get(route.path)!, ...data.body };
  const { currency } = useCurrency();
  const service = serviceLd({
    name: page.label,
    description: page.description,
    path: page.path,
    offers: offersLd(PACKAGES[page.plan].price, `${SITE.origin}/services#pricing`, currency),
  });
  return (
    <LongFormPage
      page={page}
      trail={[...parentCrumb('/services'), { label: page.label, path: page.path }]}
      eyebrow={FAMILY_EYEBROW['service-topic']}
      motif="hours"
      closing={CLOSING['service-topic']}
      jsonLd={[withContext(service)]}
    />
  );
}
