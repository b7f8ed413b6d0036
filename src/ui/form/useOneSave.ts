import { useRef } from 'react';
import type { SaveResult } from './AppForm';

/**
 * Wraps a form's save so that a submit made while one is under way is ignored: a double
 * click sends one request, even before React has re-rendered the disabled button. The
 * save's answer (its errors) goes back to the form; an ignored submit answers nothing, so
 * it does not mark as failed the save still running.
 */
export function useOneSave<T>(save: (values: T) => Promise<SaveResult>) {
  const running = useRef(false);
  return async (values: T): Promise<SaveResult> => {
    if (running.current) return undefined;
    running.current = true;
    try {
      return await save(values);
    } finally {
      running.current = false;
    }
  };
}
