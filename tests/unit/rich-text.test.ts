import { describe, expect, it } from 'vitest';
import { richTextPreview, richTextToPlainText, sanitizeRichText } from '../../shared/rich-text';

describe('sanitizeRichText', () => {
  it('keeps headings, lists, quotes and bold/italic text', () => {
    const html =
      '<h2>Kop</h2><p><strong>vet</strong> <em>schuin</em></p><ol><li>een</li></ol><blockquote>citaat</blockquote>';

    expect(sanitizeRichText(html)).toBe(html);
  });

  it('removes scripts, event handlers, images, styles and frames', () => {
    const cleaned = sanitizeRichText(
      '<p onclick="x()" style="color:red">tekst<img src=x onerror=alert(1)></p><script>alert(2)</script>' +
        '<iframe src="https://example.org"></iframe><style>p{}</style><svg onload=alert(3)></svg>',
    );

    expect(cleaned).toBe('<p>tekst</p>');
  });

  it('drops javascript: and data: link targets in any spelling, and opens other links safely', () => {
    const cleaned = sanitizeRichText(
      '<a href="javascript:alert(1)">a</a><a href=" JaVaScRiPt:alert(1)">b</a>' +
        '<a href="jav&#x09;ascript:alert(1)">c</a><a href="data:text/html,x">d</a>' +
        '<a href="https://example.org" target="_self" rel="opener">e</a>',
    );

    expect(cleaned).not.toMatch(/javascript|data:|href="[^h]/i);
    expect(cleaned).toContain(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">e</a>',
    );
  });

  it('escapes what could break out of an attribute or a tag, and drops comments and unclosed tags', () => {
    const cleaned = sanitizeRichText(
      '<a title=\'"><script>alert(1)</script>\' href="https://example.org">t</a><!-- <script>x</script> -->' +
        '<a href="&#106;avascript:alert(1)">j</a><scr<script>ipt>alert(2)</script><a href="javascript:alert(3)"',
    );

    expect(cleaned).not.toMatch(/<script|<a href="javascript|<!--|href="&#106;/i);
    expect(cleaned).toContain('title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  it('turns the lines contentEditable writes as div into paragraphs', () => {
    expect(sanitizeRichText('<div>regel een</div><div>regel twee</div>')).toBe(
      '<p>regel een</p><p>regel twee</p>',
    );
  });
});

describe('richTextPreview', () => {
  it('cuts the text at 300 characters at a word, with an ellipsis', () => {
    const words = Array.from({ length: 80 }, (_, index) => `woord${index}`).join(' ');

    const preview = richTextPreview(`<p>${words}</p>`, 300);

    expect(preview.isCut).toBe(true);
    expect(preview.text.length).toBeLessThanOrEqual(301);
    expect(preview.text.endsWith('…')).toBe(true);
    expect(words.startsWith(preview.text.slice(0, -1))).toBe(true);
  });

  it('leaves a short text whole, with blocks separated and entities decoded', () => {
    expect(richTextPreview('<h2>Kop</h2><p>Jan &amp; Piet</p>', 300)).toEqual({
      text: 'Kop Jan & Piet',
      isCut: false,
    });
    expect(richTextToPlainText('<ul><li>een</li><li>twee</li></ul>')).toBe('een twee');
  });
});
