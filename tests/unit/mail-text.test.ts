import { describe, expect, it } from 'vitest';
import { mailHtmlToText } from '../../functions/services/email/html-to-text';
import { wrapText } from '../../functions/services/signing/stamp';
import { containsHtml, plainTextToHtml } from '../../shared/rich-text';

describe('plainTextToHtml', () => {
  it('turns empty lines into paragraphs and single line breaks into <br>, escaping the text', () => {
    expect(plainTextToHtml('Beste ouders,\n\nLes 1 & 2\nvallen weg.\r\n\r\n\r\nGroeten')).toBe(
      '<p>Beste ouders,</p><p>Les 1 &#38; 2<br>vallen weg.</p><p>Groeten</p>',
    );
  });

  it('leaves text that holds HTML as it is, and a lone < in a sentence is no HTML', () => {
    expect(plainTextToHtml('<p>Al opgemaakt</p>')).toBe('<p>Al opgemaakt</p>');
    expect(containsHtml('3 < 4 en 5 > 2')).toBe(false);
  });
});

describe('mailHtmlToText', () => {
  it('separates paragraphs by an empty line and keeps lines, list items and links on their own lines', () => {
    const html =
      '<p>Beste [VOORNAAM],</p>Eerste regel<div>Tweede regel</div><ul><li>schrift</li><li>pen</li></ul>' +
      '<ol><li>lezen</li><li>rekenen</li></ol><p>Zie <a href="https://example.org">de site</a>.<br>Tot dan</p>';

    expect(mailHtmlToText(html)).toBe(
      [
        'Beste [VOORNAAM],',
        '',
        'Eerste regel',
        'Tweede regel',
        '',
        '- schrift',
        '- pen',
        '',
        '1. lezen',
        '2. rekenen',
        '',
        'Zie de site: https://example.org.',
        'Tot dan',
      ].join('\n'),
    );
  });

  it('reads character references back as the characters', () => {
    expect(mailHtmlToText('<p>Sofie&#39;s &amp; Jan&#39;s &#91;RESETLINK&#93;</p>')).toBe(
      "Sofie's & Jan's [RESETLINK]",
    );
  });
});

describe('wrapText', () => {
  const measure = (text: string) => text.length;

  it('wraps at spaces, and a long link after a dot, slash or question mark rather than inside a word', () => {
    expect(wrapText('Digitaal ondertekend door Clara Claes', measure, 20)).toEqual([
      'Digitaal ondertekend',
      'door Clara Claes',
    ]);
    expect(wrapText('https://portaal.example.org/controleren?token=abc', measure, 20)).toEqual([
      'https://portaal.',
      'example.org/',
      'controleren?token=',
      'abc',
    ]);
  });
});
