/**
 * Cloudflare Turnstile, loaded only when the worker asks for it (TURNSTILE_SECRET_KEY is set): the form shows
 * the check, and the token it yields goes with the next attempt. Off by default, so normally never loaded.
 */
interface TurnstileApi {
  render(el: HTMLElement, opts: { sitekey: string; callback: (token: string) => void; 'error-callback': () => void; 'expired-callback': () => void }): string;
  remove(id: string): void;
}
declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

const SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';
let loading: Promise<TurnstileApi> | undefined;

function load(): Promise<TurnstileApi> {
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT;
    script.async = true;
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error('Turnstile did not load')));
    script.onerror = () => reject(new Error('Turnstile did not load'));
    document.head.append(script);
  });
  return loading;
}

/** Shows the check inside the form and resolves with a fresh, single-use token. */
export async function turnstileToken(form: HTMLFormElement, siteKey: string): Promise<string> {
  const api = await load();
  form.querySelector('[data-turnstile]')?.remove();
  const box = document.createElement('div');
  box.dataset.turnstile = '';
  box.className = 'mt-3';
  form.append(box);
  return new Promise((resolve, reject) => {
    const id = api.render(box, {
      sitekey: siteKey,
      callback: (token) => resolve(token),
      'error-callback': () => reject(new Error('Turnstile check failed')),
      'expired-callback': () => {
        api.remove(id);
        reject(new Error('Turnstile check expired'));
      },
    });
  });
}
