/** Typography for rendered Markdown (post bodies and the manager's preview): Tailwind descendant variants, no inline styles. */
export const PROSE = [
  'max-w-3xl text-lg leading-relaxed text-ink-800',
  '[&_h2]:mt-12 [&_h2]:font-display [&_h2]:text-3xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-ink-950',
  '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-ink-950 [&_h4]:mt-6 [&_h4]:font-semibold',
  '[&_p]:mt-5 [&_ul]:mt-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-2',
  '[&_a]:font-medium [&_a]:text-accent-700 [&_a]:underline [&_a]:underline-offset-4 hover:[&_a]:text-ink-950',
  '[&_strong]:font-semibold [&_strong]:text-ink-950 [&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-accent-500 [&_blockquote]:pl-5 [&_blockquote]:italic',
  '[&_code]:rounded [&_code]:bg-ink-50 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-base [&_pre]:mt-5 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-ink-50 [&_pre]:p-4',
  '[&_table]:mt-6 [&_table]:w-full [&_table]:text-left [&_table]:text-base [&_th]:border-b [&_th]:border-ink-900/20 [&_th]:py-2 [&_th]:pr-4 [&_td]:border-b [&_td]:border-ink-900/10 [&_td]:py-2 [&_td]:pr-4',
  '[&_hr]:my-10 [&_hr]:border-ink-900/10 [&_img]:mt-6 [&_img]:rounded-xl [&>*:first-child]:mt-0',
  // A heading with its '#' link is wrapped (routes/blog/markdown.ts): the heading inside a first wrapper starts flush too.
  '[&>:first-child>h2]:mt-0 [&>:first-child>h3]:mt-0',
].join(' ');
