import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { fileSavedEvent } from '../lib/download';

/** Each saved file (an export, a downloaded document) is named in a notification: "Saved users-2026-11-23.xlsx". */
export function useSavedFileNotice() {
  const notify = useNotify();
  useEffect(() => {
    const onSaved = (event: Event) =>
      notify('app.common.saved_file', { type: 'info', messageArgs: { name: (event as CustomEvent<string>).detail } });
    window.addEventListener(fileSavedEvent, onSaved);
    return () => window.removeEventListener(fileSavedEvent, onSaved);
  }, [notify]);
}
