/**
 * Pictures on the manager's article form. The file input already works without JavaScript; this lets the editor
 * drop a picture anywhere on the form or paste one, putting it into that same input (so the form posts it exactly
 * as if it had been chosen), and insert a stored picture's Markdown into the body at the cursor.
 */
export function enhance(el: HTMLElement) {
  const form = el.closest('form');
  const input = el.querySelector<HTMLInputElement>('input[type="file"][name="image"]');
  const chosen = el.querySelector<HTMLElement>('[data-image-chosen]');
  const body = form?.querySelector<HTMLTextAreaElement>('textarea[name="content"]');
  if (!form || !input) return;

  const take = (files: FileList | undefined | null) => {
    const picture = files && [...files].find((f) => f.type.startsWith('image/'));
    if (!picture) return false;
    const transfer = new DataTransfer();
    transfer.items.add(picture);
    input.files = transfer.files;
    if (chosen) chosen.textContent = `Chosen: ${picture.name || 'pasted picture'}`;
    return true;
  };

  form.addEventListener('dragover', (event) => {
    if (event.dataTransfer?.types.includes('Files')) event.preventDefault();
  });
  form.addEventListener('drop', (event) => {
    if (take(event.dataTransfer?.files)) event.preventDefault();
  });
  form.addEventListener('paste', (event) => {
    if (take(event.clipboardData?.files)) event.preventDefault();
  });
  input.addEventListener('change', () => {
    if (chosen) chosen.textContent = input.files?.[0] ? `Chosen: ${input.files[0].name}` : '';
  });

  for (const button of el.querySelectorAll<HTMLButtonElement>('button[data-insert]')) {
    if (!body) break;
    button.hidden = false;
    button.addEventListener('click', () => {
      const snippet = `\n\n${button.dataset.insert}\n\n`;
      const at = body.selectionEnd ?? body.value.length;
      body.setRangeText(snippet, at, at, 'end');
      body.dispatchEvent(new Event('input', { bubbles: true }));
      body.focus();
    });
  }
}
