/** The footer's copy button: copy the contact address and confirm with a toast. The button appears only with JS. */
import { showToast } from '../toast';

export function enhance(el: HTMLElement, props: Record<string, unknown>) {
  const button = el.querySelector<HTMLButtonElement>('button[data-copy-email]');
  const email = String(props.email ?? '');
  if (!button || !email || !navigator.clipboard) return;
  button.hidden = false;
  button.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(email);
      showToast({ title: 'Email copied! 📋', description: `${email} has been copied to your clipboard.` });
    } catch {
      showToast({ title: 'Could not copy the address', description: `Please copy it by hand: ${email}`, variant: 'destructive' });
    }
  });
}
