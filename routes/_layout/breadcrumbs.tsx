import { SITE } from '../_lib/site-config';
import { JsonLd } from './ui';
import { SEPARATED_ROW_CLIP, SeparatedRow } from './separated-row';

/** Visible breadcrumbs plus their BreadcrumbList JSON-LD, from the same list. */
export function Breadcrumbs({ trail }: { trail: { label: string; path: string }[] }) {
  const items = [{ label: 'Home', path: '/' }, ...trail];
  return (
    <>
      <nav aria-label="Breadcrumb" className={`text-sm text-ink-600 ${SEPARATED_ROW_CLIP}`}>
        <SeparatedRow
          as="ol"
          separator="/"
          items={items.map((item, i) =>
            i === items.length - 1 ? (
              <span key={item.path} aria-current="page" className="text-ink-800">
                {item.label}
              </span>
            ) : (
              <a key={item.path} href={item.path} className="underline-offset-4 hover:underline">
                {item.label}
              </a>
            ),
          )}
        />
      </nav>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: items.map((item, i) => ({
            '@type': 'ListItem',
            position: i + 1,
            name: item.label,
            item: SITE.origin + item.path,
          })),
        }}
      />
    </>
  );
}
