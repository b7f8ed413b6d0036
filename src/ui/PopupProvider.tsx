import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** Success pop-ups close by themselves after this long, with no button (spec: 1500 ms). */
export const successPopupMs = 1500;

interface Popup {
  tone: 'success' | 'error' | 'warning';
  title: string;
  text: string;
  action?: ReactNode;
}

interface PopupApi {
  showSuccess: (text: string, title?: string) => Promise<void>;
  showError: (text: string, title?: string) => void;
  showWarning: (popup: Omit<Popup, 'tone'>) => void;
}

const PopupContext = createContext<PopupApi | null>(null);

/** The pop-ups of the spec: a success that closes itself after 1.5 s, and errors titled 'Error!'. */
export function PopupProvider({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const [popup, setPopupState] = useState<(Popup & { done?: () => void }) | null>(null);
  // A success pop-up's promise settles however it goes: by its timer, by Esc or the backdrop, or replaced by another.
  const setPopup = useCallback((next: (Popup & { done?: () => void }) | null) => {
    setPopupState(previous => {
      if (previous !== next) previous?.done?.();
      return next;
    });
  }, []);
  const close = useCallback(() => setPopup(null), [setPopup]);
  // A pop-up whose page goes meanwhile (a session ended under it) settles too: its caller goes on.
  const shownDone = useRef<() => void>(undefined);
  useEffect(() => {
    shownDone.current = popup?.done;
  }, [popup]);
  useEffect(() => () => shownDone.current?.(), []);

  useEffect(() => {
    if (popup?.tone !== 'success') return;
    const timer = setTimeout(close, successPopupMs);
    return () => clearTimeout(timer);
  }, [popup, close]);

  const api = useMemo<PopupApi>(
    () => ({
      showSuccess: (text, title = translate('app.common.success_title')) =>
        new Promise(done => setPopup({ tone: 'success', title, text, done })),
      showError: (text, title = translate('app.common.error_title')) => setPopup({ tone: 'error', title, text }),
      showWarning: warning => setPopup({ tone: 'warning', ...warning }),
    }),
    [translate, setPopup],
  );

  return (
    <PopupContext.Provider value={api}>
      {children}
      <Dialog
        open={!!popup}
        onClose={close}
        aria-labelledby="popup-title"
        aria-describedby="popup-text"
        role={popup?.tone === 'success' ? 'dialog' : 'alertdialog'}
        data-tone={popup?.tone}
      >
        <DialogTitle id="popup-title">{popup?.title}</DialogTitle>
        <DialogContent>
          <Alert severity={popup?.tone ?? 'info'} icon={undefined} sx={{ alignItems: 'center' }}>
            <DialogContentText id="popup-text" component="span" sx={{ color: 'inherit', whiteSpace: 'pre-line' }}>
              {popup?.text}
            </DialogContentText>
          </Alert>
        </DialogContent>
        {popup && popup.tone !== 'success' && (
          <DialogActions>
            {popup.action}
            <Button onClick={close} variant="contained" autoFocus>
              {translate('app.common.ok')}
            </Button>
          </DialogActions>
        )}
      </Dialog>
    </PopupContext.Provider>
  );
}

export function usePopup(): PopupApi {
  const api = useContext(PopupContext);
  if (!api) throw new Error('usePopup needs a PopupProvider');
  return api;
}
