import { describe, expect, it } from 'vitest';
import { escapeXml } from './index.js';

/** XML 1.0's Char production: what a document may hold at all. */
const XML_CHARS = /^[\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]*$/u;

describe('escapeXml', () => {
  it('writes markup characters as character references', () => {
    expect(escapeXml(`<a href="x">&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#38;&#39;&#60;/a&#62;');
  });

  it('writes what XML cannot hold, and what hides or reorders text, as a terminal message shows it', () => {
    expect(escapeXml('\u001bA\u0000')).toBe('\\x1bA\\x00');
    expect(escapeXml('B\u2028')).toBe('B\\u{2028}');
    expect(escapeXml('\u202eevil')).toBe('\\u{202e}evil');
    expect(escapeXml('\ud800x')).toBe('\\u{d800}x');
    expect(escapeXml('\u007f\u0085\ufeff')).toBe('\\x7f\\x85\\u{feff}');
  });

  it('keeps tabs, line breaks and every other character, astral ones too', () => {
    expect(escapeXml('a\tb\nc\r\nÅ 🧩')).toBe('a\tb\nc\r\nÅ 🧩');
  });

  it('gives text XML can hold, whatever it is given', () => {
    let all = '';
    for (let c = 0; c < 0x3000; c++) all += String.fromCharCode(c);
    all += '\ud83e\udde9\udc80\ufffe\uffff';
    const escaped = escapeXml(all);
    expect(escaped).toMatch(XML_CHARS);
  });
});
