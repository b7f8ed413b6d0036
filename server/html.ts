const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, character => ENTITIES[character]);
}

const STYLE = `
body { font-family: system-ui, sans-serif; background: #f4f6f8; color: #1f2933; margin: 0; }
main { max-width: 28rem; margin: 10vh auto; background: #fff; padding: 2rem; border-radius: 8px;
  box-shadow: 0 1px 4px rgba(0, 0, 0, 0.12); }
h1 { font-size: 1.4rem; margin-top: 0; }
button { font: inherit; background: #1565c0; color: #fff; border: 0; border-radius: 4px; padding: 0.6rem 1.2rem;
  cursor: pointer; }`;

/** A whole server-rendered page: no scripts; `body` must already be escaped. */
export function htmlPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body>
</html>
`;
}
