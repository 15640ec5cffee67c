/** The filter controls of a manager list (the articles, the Leads screen): plain GET form fields, no JavaScript needed. */
import { input } from './bar';

const filterLabel = 'text-sm font-semibold text-ink-950';

/** One filter: an empty value means "any" (a filter without `any` always has one of its options). */
export function FilterSelect(props: { name: string; label: string; any?: string; value?: string; options: readonly { key: string; label: string }[] }) {
  const id = `manage-${props.name}`;
  return (
    <div>
      <label htmlFor={id} className={filterLabel}>
        {props.label}
      </label>
      <select id={id} name={props.name} defaultValue={props.value ?? ''} className={`${input} border-ink-900/20`}>
        {props.any !== undefined && <option value="">{props.any}</option>}
        {props.options.map((o) => (
          <option key={o.key} value={o.key}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The search box of a list's filters (its name is `q`), with the hint under it. */
export function SearchField({ id, label, hint, value, maxLength }: { id: string; label: string; hint: string; value: string; maxLength: number }) {
  return (
    <div>
      <label htmlFor={id} className={filterLabel}>
        {label}
      </label>
      <input id={id} type="search" name="q" defaultValue={value} maxLength={maxLength} aria-describedby={`${id}-hint`} className={`${input} border-ink-900/20`} />
      <p id={`${id}-hint`} className="mt-1 text-sm text-ink-600">
        {hint}
      </p>
    </div>
  );
}
