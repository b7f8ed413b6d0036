import type { DOMPurify } from 'dompurify';
import { safeUrl } from './safeUrl';

export type Sanitize = (html: string) => string;

let loading: Promise<Sanitize> | null = null;

/** Mail links are kept as written: they open the mail program, never a page. */
const MAIL_LINK = /^mailto:[^\s<>"'`\\]+$/i;

function configure(createPurify: DOMPurify): Sanitize {
  // An instance of its own, so these rules never leak into another use of DOMPurify.
  const purify = createPurify(window);
  // Links keep only web addresses (opening apart from the app) and mail addresses.
  purify.addHook('afterSanitizeAttributes', node => {
    if (node.tagName !== 'A') return;
    const raw = node.getAttribute('href')?.trim() ?? '';
    const href = safeUrl(raw);
    if (href) {
      node.setAttribute('href', href);
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else if (MAIL_LINK.test(raw)) {
      node.setAttribute('href', raw);
    } else {
      node.removeAttribute('href');
    }
  });
  return html =>
    purify.sanitize(html, {
      USE_PROFILES: { html: true },
      FORBID_TAGS: [
        ...['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
        // Image-map links bypass the link rule above; sound and video could play by themselves.
        ...['map', 'area', 'audio', 'video', 'source', 'track'],
      ],
      // No borrowing of the app's own classes (an overlay styled like a dialog) and no styles.
      FORBID_ATTR: ['style', 'class', 'srcset', 'action', 'formaction'],
      // Ids and names get a 'user-content-' prefix: none can clash with the app's own ids.
      SANITIZE_NAMED_PROPS: true,
    });
}

/**
 * DOMPurify, loaded when first needed: a function that keeps safe HTML and drops scripts,
 * event handlers, styles and any link that is not a web or mail address.
 */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('dompurify')
    .then(module => configure(module.default))
    .catch((error: unknown) => {
      loading = null; // a later call tries again
      throw error;
    });
  return loading;
}

/** Whether text holds markup (a tag or an entity) rather than plain words. */
export const looksLikeHtml = (text: string): boolean => /<[a-z!/][\s\S]*>|&[#a-z0-9]+;/i.test(text);
