import { PageHeader } from '../_layout/page-header';
import { postManagePath } from './routes';
import { buttonClass, Container } from '../_layout/ui';
import { manageCopy } from './content';
import { dangerClass } from '../_layout/manager/bar';
import { ManageBar, managerTrail } from './chrome';

/** The confirmation step before a delete: a GET shows this page, only its form's POST deletes. */
export function DeletePostPage({ editor, post }: { editor: string; post: { slug: string; title: string } }) {
  const c = manageCopy.delete;
  return (
    <>
      <PageHeader
        trail={managerTrail({ label: c.h1, path: postManagePath(post.slug, 'delete') })}
        h1={c.h1}
        lead={c.body(post.title)}
      >
        <ManageBar editor={editor} />
      </PageHeader>
      <Container className="py-10">
        <div className="flex flex-wrap items-center gap-4">
          <form method="post" action={postManagePath(post.slug, 'delete')}>
            <button type="submit" className={dangerClass()}>
              {c.confirm}
            </button>
          </form>
          <a href="/blog/manage" className={buttonClass('ghost')}>
            {c.cancel}
          </a>
        </div>
      </Container>
    </>
  );
}
