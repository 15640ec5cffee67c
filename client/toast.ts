/** Toasts: a polite live region in the document shell, filled by any island. */
export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /** What the toast must not cover, such as the form whose field it sends the visitor back to; the focused element otherwise. */
  keepClear?: Element | null;
}

export function showToast({ title, description, variant = 'default', keepClear = document.activeElement }: ToastInput): void {
  const region = document.getElementById('toasts');
  if (!region) return;
  // Toasts stand at the foot of the window, or at its top when what they are about is in its lower half.
  const box = keepClear && keepClear !== document.body ? keepClear.getBoundingClientRect() : undefined;
  if (!region.childElementCount) region.dataset.edge = box && box.top + box.height / 2 > window.innerHeight / 2 ? 'top' : 'bottom';
  const toast = document.createElement('div');
  toast.className = 'toast';
  toast.dataset.variant = variant;
  if (variant === 'destructive') toast.setAttribute('role', 'alert');
  const heading = document.createElement('p');
  heading.className = 'toast-title';
  heading.textContent = title;
  toast.append(heading);
  if (description) {
    const body = document.createElement('p');
    body.className = 'toast-description';
    body.textContent = description;
    toast.append(body);
  }
  region.append(toast);
  setTimeout(() => toast.remove(), 6000);
}
