/**
 * Live Markdown preview on the manager's post form. The Preview button already works without JavaScript;
 * this redraws the same server-rendered, sanitised HTML as the editor types.
 */
export function enhance(el: HTMLElement, props: Record<string, unknown>) {
  const textarea = el.querySelector<HTMLTextAreaElement>('textarea[name="content"]');
  const target = el.querySelector<HTMLElement>('[data-preview]');
  const empty = el.querySelector<HTMLElement>('[data-preview-empty]');
  const endpoint = typeof props.endpoint === 'string' ? props.endpoint : '';
  if (!textarea || !target || !endpoint) return;

  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | undefined;

  async function update() {
    inFlight?.abort();
    inFlight = new AbortController();
    try {
      const res = await fetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ content: textarea!.value }),
        credentials: 'same-origin',
        signal: inFlight.signal,
      });
      // A refused or failed call leaves the last preview; the Preview button still reports the problem.
      if (!res.ok) return;
      const { html } = (await res.json()) as { html: string };
      target!.innerHTML = html; // sanitised by routes/blog/markdown.ts
      if (empty) empty.hidden = true;
    } catch {
      // Superseded by a newer keystroke, or offline.
    }
  }

  textarea.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(update, 400);
  });
  if (textarea.value.trim() && !target.innerHTML.trim()) void update();
}
