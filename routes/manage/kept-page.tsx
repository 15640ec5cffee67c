import { PageHeader } from '../_layout/page-header';
import { buttonClass, Container } from '../_layout/ui';
import { ManageBar, managerTrail } from './chrome';
import { KEPT_FORM_PATH } from '../sign-in/routes';
import type { KeptForm } from '../_app/services';
import { historyCopy } from './content-history';

/**
 * A kept form that was not the article form (a Publish, Delete or Leads button pressed while signed out):
 * the same post again, one press away, without JavaScript. Nothing is done until it is pressed.
 */
export function KeptActionPage({ editor, kept }: { editor: string; kept: KeptForm }) {
  const c = historyCopy.keptPage;
  return (
    <>
      <PageHeader trail={managerTrail({ label: c.h1, path: KEPT_FORM_PATH })} h1={c.h1} lead={c.lead}>
        <ManageBar editor={editor} />
      </PageHeader>
      <Container className="py-10">
        <p className="mb-6 text-ink-800">{c.sentTo(kept.path)}</p>
        <div className="flex flex-wrap items-center gap-4">
          <form method="post" action={kept.path}>
            {Object.entries(kept.fields).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <button type="submit" className={buttonClass('primary')}>
              {c.finish}
            </button>
          </form>
          <a href="/blog/manage" className={buttonClass('ghost')}>
            {c.discard}
          </a>
        </div>
      </Container>
    </>
  );
}
