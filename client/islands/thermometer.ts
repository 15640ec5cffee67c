/**
 * The thermometer works with CSS alone; this only makes the newly shown result heard by screen readers:
 * the chosen level's label and message are copied into a polite live region.
 */
const spokenText = (el: Element | undefined) =>
  [...(el?.childNodes ?? [])]
    .filter((node) => !(node instanceof Element && node.getAttribute('aria-hidden') === 'true'))
    .map((node) => node.textContent)
    .join('')
    .trim();

export function enhance(el: HTMLElement) {
  const announce = el.querySelector<HTMLElement>('[data-thermo-announce]');
  if (!announce) return;
  const say = (level: string) => {
    const [label, message] = el.querySelectorAll(`.thermo-result[data-level="${level}"] p`);
    announce.textContent = `${spokenText(label)}. ${spokenText(message)}`;
  };
  el.addEventListener('change', (e) => {
    const input = e.target as HTMLInputElement;
    if (input.name === 'burnout-level') say(input.value);
  });
  // A choice made before the island loaded has still not been heard.
  const chosen = el.querySelector<HTMLInputElement>('input[name="burnout-level"]:checked');
  if (chosen) say(chosen.value);
}
