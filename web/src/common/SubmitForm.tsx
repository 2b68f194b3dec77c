import type { ReactNode } from 'react';

interface Props {
  /** Runs on the submit button and on Enter in a field; a returned promise is left to the caller. */
  onSubmit: () => unknown;
  children: ReactNode;
}

/**
 * A <form> that hands its submit to `onSubmit` instead of the browser: no page load, and no
 * browser validation bubbles (noValidate), since the fields show the schema's own messages.
 */
export function SubmitForm({ onSubmit, children }: Props) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      {children}
    </form>
  );
}
