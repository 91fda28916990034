import type { ReactNode } from 'react';

/**
 * One option of a radio group: a label holding its radio input (in group `name`, `checked`
 * when it is the chosen one) and its words; `onChoose` runs when it is picked. `title` is the
 * option's hover text, `value` the input's value and `className` the label's class, if any.
 * The group's element (its role and name) is the caller's.
 */
export function RadioOption({
  name,
  checked,
  onChoose,
  title,
  value,
  className,
  children,
}: {
  name: string;
  checked: boolean;
  onChoose(): void;
  title?: string;
  value?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <label title={title} className={className}>
      <input type="radio" name={name} value={value} checked={checked} onChange={onChoose} />{' '}
      {children}
    </label>
  );
}
