import { render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { appPath, routePatterns } from '@/src/lib/appPath';
import { areas } from '@/src/areas';
import { paths } from '@/src/routes';
import { loadSanitizer, looksLikeHtml } from '@/src/lib/sanitizeHtml';

describe('appPath: only paths of this app', () => {
  const patterns = routePatterns([paths, ...areas.map(area => area.paths ?? {})]);

  it.each([
    '/bills/request/detail/12',
    '/user/new-user-detail/3',
    '/vouchers/voucher-request-detail/8',
    '/payments/request-detail/5',
    '/notifications',
    '/terms&condition-list',
    '/bills/request/detail/12?from=notifications#top',
  ])('keeps %s', path => {
    expect(appPath(path, patterns)).toBe(path);
  });

  it.each([
    'javascript:alert(1)',
    'https://evil.example/bills/request/detail/1',
    '//evil.example/notifications',
    '/\\evil.example/notifications',
    '/\t/evil.example',
    'bills/request/detail/1',
    '/no/such/route',
    '/bills/request/detail/1/extra',
    'data:text/html,<script>alert(1)</script>',
    // Paths the URL parser would rewrite into something else.
    '/.//evil.example',
    '/..',
    '/../bills/request/detail/1',
    '/bills/./request/detail/1',
    '/bills\\request/detail/1',
    // Whitespace and control characters, anywhere.
    ' /notifications',
    '/notifications ',
    '/notifications\n',
    '/bills/request/detail/1\u2028',
    '/\u200b/evil.example',
    '/bills/request/detail/1\u0000',
    // Ids that hold a path, a host or an encoded slash.
    '/user/user-detail/%2F%2Fevil.example',
    '/user/user-detail/%2f..%2f..',
    '/user/user-detail/%5C%5Cevil.example',
    '/user/user-detail/@evil.example',
    '/user/user-detail/1;evil',
    '/user/user-detail/%00',
    '',
    null,
    42,
  ])('refuses %s', value => {
    expect(appPath(value, patterns)).toBeNull();
  });
});

describe('the HTML sanitiser', () => {
  it('drops scripts, event handlers, styles and javascript: links, and keeps the rest', async () => {
    const sanitize = await loadSanitizer();
    const clean = sanitize(
      '<p style="color:red" onclick="steal()">Hi <b>there</b><script>alert(1)</script></p>' +
        '<img src="x" onerror="alert(2)"><a href="javascript:alert(3)">bad</a><a href="https://example.com/t">ok</a>',
    );
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|style=/i);
    expect(clean).toContain('<b>there</b>');
    expect(clean).toContain('<a>bad</a>');
    expect(clean).toContain('href="https://example.com/t"');
    expect(clean).toContain('rel="noopener noreferrer"');
  });

  it.each([
    ['SVG', '<svg onload="alert(1)"><script>alert(2)</script></svg>'],
    ['MathML', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
    ['base', '<base href="https://evil.example/">'],
    ['meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example">'],
    ['iframe', '<iframe src="https://evil.example"></iframe>'],
    ['form', '<form action="https://evil.example"><input name="pan"><button formaction="https://evil.example">'],
    ['image map', '<map name="m"><area href="https://evil.example" shape="rect" coords="0,0,9,9"></map>'],
    ['media', '<audio src="https://evil.example/a.mp3" autoplay></audio><video src="x" autoplay></video>'],
    ['template', '<template><script>alert(1)</script></template>'],
    ['noscript', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
  ])('leaves nothing active of %s', async (_name, html) => {
    const clean = (await loadSanitizer())(html);
    expect(clean).not.toMatch(/<(svg|math|script|base|meta|iframe|form|input|button|map|area|audio|video|template)\b/i);
    expect(clean).not.toMatch(/onload|onerror|evil\.example|autoplay/i);
  });

  it.each([
    ['mixed case javascript:', '<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['javascript: with a tab', '<a href="java&#09;script:alert(1)">x</a>', '<a>x</a>'],
    ['data:', '<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;">x</a>', '<a>x</a>'],
    ['ping', '<a ping="https://evil.example/p">x</a>', '<a>x</a>'],
    [
      'target=_blank without noopener',
      '<a href="https://example.com" target="_blank" rel="opener">x</a>',
      '<a href="https://example.com/" rel="noopener noreferrer" target="_blank">x</a>',
    ],
    [
      'a protocol-relative link',
      '<a href="//example.com/t">x</a>',
      `<a href="${window.location.protocol}//example.com/t" target="_blank" rel="noopener noreferrer">x</a>`,
    ],
    [
      'a mail address',
      '<a href="mailto:privacy@example.com">mail</a>',
      '<a href="mailto:privacy@example.com">mail</a>',
    ],
    ['srcset', '<img src="/logo.png" srcset="https://evil.example/x.png 2x">', '<img src="/logo.png">'],
    ['app classes', '<div class="MuiBackdrop-root MuiModal-root">x</div>', '<div>x</div>'],
    [
      'app ids',
      '<h2 id="legal-panel" name="x">x</h2>',
      '<h2 name="user-content-x" id="user-content-legal-panel">x</h2>',
    ],
  ])('rewrites %s', async (_name, html, expected) => {
    expect((await loadSanitizer())(html)).toBe(expected);
  });

  it('keeps its link rules to itself: the shared DOMPurify is left as it was', async () => {
    await loadSanitizer();
    const { default: purify } = await import('dompurify');
    expect(purify.sanitize('<a href="https://example.com">x</a>')).toBe('<a href="https://example.com">x</a>');
  });

  it('tells markup from plain text', () => {
    expect(looksLikeHtml('Users must be 18 or older & agree < terms')).toBe(false);
    expect(looksLikeHtml('<p>Hi</p>')).toBe(true);
    expect(looksLikeHtml('Fish &amp; chips')).toBe(true);
  });
});

describe('SafeHtml', () => {
  it('shows sanitised markup, and the markup as plain text when the sanitiser cannot be loaded', async () => {
    const { SafeHtml } = await import('@/src/ui/SafeHtml');
    const shown = render(createElement(SafeHtml, { content: '<b>Bold</b><img src=x onerror="alert(1)">' }));
    expect((await screen.findByText('Bold')).tagName).toBe('B');
    expect(shown.container.innerHTML).not.toMatch(/onerror/);
    shown.unmount();

    vi.resetModules();
    // Undone in `finally`, with the module graph reset again, before the next test or file.
    // eslint-disable-next-line no-restricted-syntax
    vi.doMock('dompurify', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    try {
      const fresh = await import('@/src/ui/SafeHtml');
      const fallback = render(createElement(fresh.SafeHtml, { content: '<b>Bold</b> & more' }));
      const text = await screen.findByText('<b>Bold</b> & more');
      expect(text.querySelector('b')).toBeNull();
      expect(fallback.container.querySelector('[aria-busy]')).toBeNull();
    } finally {
      vi.doUnmock('dompurify');
      vi.resetModules();
    }
  });
});
