/**
 * Pictures on the manager's article form. The file input already works without JavaScript; this lets the editor
 * drop a picture anywhere on the form or paste one, putting it into that same input (so the form posts it exactly
 * as if it had been chosen), and insert a stored picture's Markdown into the body at the cursor. A picture chosen,
 * dropped or pasted is uploaded at once (`props.upload`, the JSON API's picture endpoint: the stored article's, or on
 * the new-article form the one that keeps it for the first save), as soon as it has its alt text, and its Markdown
 * put into the body where the cursor was, so the live preview shows it; if that fails, it stays in the input and
 * goes with Save, as without JavaScript.
 */
export function enhance(el: HTMLElement, props: Record<string, unknown> = {}) {
  const form = el.closest('form');
  const input = el.querySelector<HTMLInputElement>('input[type="file"][name="image"]');
  const chosen = el.querySelector<HTMLElement>('[data-image-chosen]');
  const body = form?.querySelector<HTMLTextAreaElement>('textarea[name="content"]');
  if (!form || !input) return;

  const endpoint = typeof props.upload === 'string' ? props.upload : '';
  const altField = form?.querySelector<HTMLInputElement | HTMLTextAreaElement>('[name="imageAlt"]');
  const coverBox = form?.querySelector<HTMLInputElement>('input[name="imageCover"]');
  const say = (text: string) => {
    if (chosen) chosen.textContent = text;
  };

  const insert = (line: string) => {
    if (!body) return;
    const at = body.selectionEnd ?? body.value.length;
    body.setRangeText(`\n\n${line}\n\n`, at, at, 'end');
    body.dispatchEvent(new Event('input', { bubbles: true }));
  };

  async function upload() {
    const file = input!.files?.[0];
    if (!endpoint || !file) return;
    const alt = altField?.value.trim() ?? '';
    if (!alt) {
      say(`Chosen: ${file.name || 'pasted picture'}. Describe it in the alt text above; it is uploaded and put into the article as soon as you have.`);
      return;
    }
    say(`Uploading ${file.name || 'the pasted picture'}…`);
    const data = new FormData();
    data.set('alt', alt);
    if (coverBox?.checked) data.set('cover', 'on');
    data.set('image', file);
    let res: Response;
    try {
      res = await fetch(endpoint, { method: 'POST', body: data, credentials: 'same-origin' });
    } catch {
      return say(`${file.name || 'The picture'} could not be uploaded just now: it is sent with the article when you press Save.`);
    }
    const answer = (await res.json().catch(() => ({}))) as { error?: string; image?: { id?: string; markdown?: string } };
    if (res.status !== 201 || !answer.image?.markdown) {
      return say(`${answer.error ?? 'The picture could not be uploaded.'} It stays chosen and is sent with the article when you press Save.`);
    }
    // On the new-article form, its first save takes this picture (routes/manage/new-images.ts). Before the insert,
    // whose input event has the autosave island keep the form's fields.
    const waiting = form!.querySelector<HTMLInputElement>('input[name="pictures"]');
    if (waiting && answer.image.id) waiting.value = `${waiting.value} ${answer.image.id}`.trim();
    insert(answer.image.markdown);
    input!.value = '';
    if (altField) altField.value = '';
    if (coverBox) coverBox.checked = false;
    say(`Uploaded and put into the article where the cursor was: ${alt}.`);
  }

  const take = (files: FileList | undefined | null) => {
    const picture = files && [...files].find((f) => f.type.startsWith('image/'));
    if (!picture) return false;
    const transfer = new DataTransfer();
    transfer.items.add(picture);
    input.files = transfer.files;
    say(`Chosen: ${picture.name || 'pasted picture'}`);
    void upload();
    return true;
  };
  altField?.addEventListener('change', () => void upload());

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
    say(input.files?.[0] ? `Chosen: ${input.files[0].name}` : '');
    void upload();
  });

  for (const button of el.querySelectorAll<HTMLButtonElement>('button[data-insert]')) {
    if (!body) break;
    button.hidden = false;
    button.addEventListener('click', () => {
      insert(button.dataset.insert ?? '');
      body.focus();
    });
  }
}
