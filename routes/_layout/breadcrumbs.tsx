import { SITE } from '../_lib/site-config';
import { JsonLd } from './ui';

/** Visible breadcrumbs plus their BreadcrumbList JSON-LD, from the same list. */
export function Breadcrumbs({ trail }: { trail: { label: string; path: string }[] }) {
  const items = [{ label: 'Home', path: '/' }, ...trail];
  return (
    <>
      <nav aria-label="Breadcrumb" className="text-sm text-ink-600">
        <ol className="flex flex-wrap items-center gap-1">
          {items.map((item, i) => (
            <li key={item.path} className="flex items-center gap-1">
              {i > 0 && <span aria-hidden="true">/</span>}
              {i === items.length - 1 ? (
                <span aria-current="page" className="text-ink-800">{item.label}</span>
              ) : (
                <a href={item.path} className="underline-offset-4 hover:underline">
                  {item.label}
                </a>
              )}
            </li>
          ))}
        </ol>
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
