/** Root of the backend API: VITE_API_URL in production builds, the reference server's /api/v1/ otherwise. */
const apiRoot = (() => {
  const configured = import.meta.env.VITE_API_URL || '/api/v1/';
  return configured.endsWith('/') ? configured : `${configured}/`;
})();

/** The spec writes paths with and without a leading slash; both mean the same call. */
export function apiUrl(path: string, query?: Record<string, string | number | undefined>) {
  const url = `${apiRoot}${path.replace(/^\/+/, '')}`;
  const params = new URLSearchParams();
  Object.entries(query ?? {}).forEach(([key, value]) => {
    if (value !== undefined && value !== '') params.append(key, String(value));
  });
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}
