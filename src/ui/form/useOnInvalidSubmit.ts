import { useEffect, useRef } from 'react';
import { useFormState, type FieldErrors } from 'react-hook-form';

/**
 * Calls `onInvalid` each time a submit of the surrounding form is stopped by its own checks
 * (react-hook-form's onInvalid, which react-admin's <Form> does not take). A save that
 * failed on the server is not one: its errors carry the root error of notSaved.
 */
export function useOnInvalidSubmit(onInvalid: (errors: FieldErrors) => void) {
  const { submitCount, errors } = useFormState();
  const handled = useRef(submitCount);
  useEffect(() => {
    if (submitCount === handled.current) return;
    handled.current = submitCount;
    if (Object.keys(errors).length > 0 && !errors.root) onInvalid(errors);
  }, [submitCount, errors, onInvalid]);
}
