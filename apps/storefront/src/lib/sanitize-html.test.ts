// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isSafeImageSource, sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps the allowed tags and their text', () => {
    const html =
      '<h3>Title</h3><p>Hello <strong>big</strong> <em>world</em><br></p><ul><li>one</li></ul><ol><li>two</li></ol>';
    expect(sanitizeHtml(html)).toBe(
      '<h3>Title</h3><p>Hello <strong>big</strong> <em>world</em><br></p><ul><li>one</li></ul><ol><li>two</li></ol>',
    );
  });

  it('drops control and direction characters from the text, typed or as references (audit W2)', () => {
    expect(sanitizeHtml('<p>\u202egsiT&#x202E;\u0007 ok\u2066</p><p>ไทย عربي\n</p>')).toBe(
      '<p>gsiT ok</p><p>ไทย عربي\n</p>',
    );
  });

  it('drops scripts, styles and frames with their content', () => {
    const html =
      '<p>a</p><script>alert(1)</script><style>p{}</style><iframe src="https://x"></iframe><svg><script>1</script></svg><p>b</p>';
    expect(sanitizeHtml(html)).toBe('<p>a</p><p>b</p>');
  });

  it('removes every attribute, including event handlers and styles', () => {
    const html = '<p onclick="steal()" style="color:red" class="x" id="y">text</p><b onmouseover="x()">bold</b>';
    expect(sanitizeHtml(html)).toBe('<p>text</p><b>bold</b>');
  });

  it('unwraps tags outside the allowlist but keeps their text, escaped', () => {
    const html = '<div><a href="javascript:alert(1)">link</a><span>&lt;script&gt;</span></div>';
    expect(sanitizeHtml(html)).toBe('link&lt;script&gt;');
  });

  it("keeps images only when they are the mall's own pictures (audit CH notes), and only their source", () => {
    const upload = '/uploads/u/2026-01/0123456789abcdef0123456789abcdef.jpg';
    const html = `<img src="${upload}" onerror="x()" width="9"><img src="/uploads/demo/a-1.png"><img src="https://cdn.example.com/b.png"><img src="/en/"><img src="javascript:alert(1)"><img src="http://x/c.png"><img src="//evil.example/d.png"><img src="data:image/png;base64,AAAA">`;
    expect(sanitizeHtml(html)).toBe(
      `<img src="${upload}" alt="" loading="lazy"><img src="/uploads/demo/a-1.png" alt="" loading="lazy">`,
    );
  });

  it('refuses an image source with quotes, spaces or entities, so it cannot break out of the attribute', () => {
    expect(sanitizeHtml('<img src=\'/a.png" onload="x()\'>')).toBe('');
    expect(sanitizeHtml('<img src="/&#47;evil.example/a.png">')).toBe('');
  });

  it('accepts empty input', () => {
    expect(sanitizeHtml('')).toBe('');
    expect(isSafeImageSource(' /uploads/demo/x.png ')).toBe(true);
  });
});
