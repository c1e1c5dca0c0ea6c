import { describe, expect, it } from 'vitest';
import { escapeHtml, html } from '../../src/pdf/html.ts';

describe('html', () => {
  it('escapes every interpolated string, in text and in attributes', () => {
    const hostile = `"><script>alert(1)</script><img src=x onerror='x'>&`;
    expect(html`<p title="${hostile}">${hostile}</p>`.markup).toBe(
      `<p title="${escapeHtml(hostile)}">&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=&#39;x&#39;&gt;&amp;</p>`,
    );
  });

  it('keeps its own markup, joins lists and drops absent values', () => {
    const items = ['a<b', 'c'].map((item) => html`<li>${item}</li>`);
    expect(html`<ul>${items}</ul>${undefined}${null}${false}${0}`.markup).toBe('<ul><li>a&lt;b</li><li>c</li></ul>0');
  });
});
