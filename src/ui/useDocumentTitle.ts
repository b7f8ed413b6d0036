import { useEffect } from 'react';
import { useTranslate } from 'react-admin';

/** Names the browser tab and history entry "{page} · Loyalty Admin" while the page is shown. */
export function useDocumentTitle(page: string | undefined) {
  const translate = useTranslate();
  const appName = translate('app.name');
  useEffect(() => {
    document.title = page ? translate('app.document_title.pattern', { page, app: appName }) : appName;
  }, [page, appName, translate]);
}
