// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
// The server's sanitiser, read here only to prove that both sides apply the contract's one allowlist alike.
import { sanitizeRichText } from '../../../server/src/modules/catalog/rich-text';
import { sanitizeHtml } from './sanitize-html';

/** The markup a browser builds from a sanitiser's output, without the storefront's lazy loading. */
function shown(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  for (const img of Array.from(body.querySelectorAll('img'))) img.removeAttribute('loading');
  return body.innerHTML;
}

const SAMPLES = [
  '<h3>Title</h3><p>Hello <strong>big</strong> <em>world</em><br></p><ul><li>one</li></ul><ol><li>two</li></ol>',
  '<h4>Care</h4><p><b>bold</b> and <i>italic</i></p>',
  '<p onclick="steal()" style="color:red" class="x">text</p><div><span>inside</span></div>',
  '<a href="javascript:alert(1)">link</a><h1>big</h1><table><tr><td>cell</td></tr></table>',
  '<p>a</p><script>alert(1)</script><style>p{}</style><iframe src="https://x"></iframe><p>b</p>',
  '<svg><script>1</script></svg><math><mi>x</mi></math><textarea>t</textarea><noscript>n</noscript>ok',
  '<xmp><b>raw</b></xmp><noembed>e</noembed><noframes>f</noframes>after',
  '<img src="/uploads/a.png" onerror="x()" width="9"><img src="https://cdn.example.com/b.png"><img src="/en/">',
  '<img src="/uploads/u/2026-01/0123456789abcdef0123456789abcdef.jpg" width="9"><img src="/uploads/demo/a-1.svg">',
  '<img src="javascript:alert(1)"><img src="http://x/c.png"><img src="//evil.example/d.png">',
  '<img src="data:image/png;base64,AAAA"><img src="/\\evil.example"><img src="/&#47;evil.example/e.png">',
  '<img src=\'/a.png" onload="x()\'><img src="https://cdn.example.com/p.png?w=1"><img>',
  '<p>1 &lt; 2 and 3 &gt; 2</p><!-- a comment -->',
];

describe('the server and the storefront sanitise merchant rich text alike', () => {
  it.each(SAMPLES)('keeps and refuses the same things in %s', (sample) => {
    expect(shown(sanitizeHtml(sample))).toBe(shown(sanitizeRichText(sample)));
  });

  it('shows what the server stored unchanged', () => {
    for (const sample of SAMPLES) {
      const stored = sanitizeRichText(sample);
      expect(shown(sanitizeHtml(stored))).toBe(shown(stored));
    }
  });
});
