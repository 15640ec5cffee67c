import type { ReactNode } from 'react';
import type { Drawing } from '../_lib/art/drawing';
import { Breadcrumbs } from './breadcrumbs';
import { DrawingSvg } from './drawing';
import { Container, Eyebrow } from './ui';

/**
 * The top of every inner page: breadcrumbs, eyebrow, the page's single <h1> and its lead. With `art`, a decorative
 * drawing fills the room to the right of the text from 1024 px; narrower screens leave it out.
 */
export function PageHeader({
  trail,
  eyebrow,
  h1,
  lead,
  art,
  children,
}: {
  trail: { label: string; path: string }[];
  eyebrow?: string;
  h1: string;
  lead?: string;
  art?: Drawing;
  children?: ReactNode;
}) {
  return (
    <div className="border-b border-ink-900/10 bg-gradient-to-b from-ink-50 to-white">
      <Container className="pb-12 pt-8 md:pb-16">
        <Breadcrumbs trail={trail} />
        <div className="mt-8 lg:flex lg:items-center lg:justify-between lg:gap-12">
          <div className="max-w-3xl">
            {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
            <h1 className="font-display text-4xl font-bold tracking-tight text-ink-950 md:text-5xl">{h1}</h1>
            {lead && <p className="mt-5 text-lg leading-relaxed text-ink-700 md:text-xl">{lead}</p>}
            {children}
          </div>
          {art && <DrawingSvg drawing={art} tone="light" className="hidden h-auto w-64 shrink-0 lg:block xl:w-80" />}
        </div>
      </Container>
    </div>
  );
}
