/** Toasts: a polite live region in the document shell, filled by any island. */
export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

export function showToast({ title, description, variant = 'default' }: ToastInput): void {
  const region = document.getElementById('toasts');
  if (!region) return;
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
