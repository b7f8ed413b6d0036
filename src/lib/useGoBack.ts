import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Back to the previous screen of the app, or to `fallback` when this page was opened
 * directly (a bookmark, a new tab), so that "back" never leaves the admin.
 */
export function useGoBack(fallback: string) {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => (key === 'default' ? navigate(fallback) : navigate(-1)), [key, navigate, fallback]);
}
