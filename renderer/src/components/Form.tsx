import type { FormHTMLAttributes } from 'react';

/**
 * A `<form>` whose submit (Enter in a field, a submit button) runs `onSubmit` in the page
 * instead of the browser's own submit, which would reload the page. Other props go to the form.
 */
export function Form({
  onSubmit,
  ...props
}: Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> & { onSubmit: () => void }) {
  return (
    <form
      {...props}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    />
  );
}
