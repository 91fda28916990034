import type { InputHTMLAttributes, ReactNode } from 'react';

/** The props of {@link TextInput}: an input's own, with its text as `value` and `onChange`. */
export type TextInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> & {
  value: string;
  /** Gets the new text. */
  onChange: (text: string) => void;
};

/**
 * A text `<input>` whose `onChange` gets the text. No spell check unless asked: what is typed
 * here is addresses, hashes, method names, domains, numbers, not prose.
 */
export function TextInput({ onChange, spellCheck = false, ...props }: TextInputProps) {
  return <input spellCheck={spellCheck} {...props} onChange={(e) => onChange(e.target.value)} />;
}

/** A {@link TextInput} in its `<label>`; `children` follow the input inside it (a datalist). */
export function TextField({
  label,
  children,
  ...props
}: TextInputProps & { label: ReactNode; children?: ReactNode }) {
  return (
    <label>
      {label}
      <TextInput {...props} />
      {children}
    </label>
  );
}
