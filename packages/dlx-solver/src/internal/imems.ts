/**
 * Knuth's DLX programs report the memory accesses ("mems") of their input phase as
 * well as of the search. This module counts the input mems that come from scanning
 * the text (line checks, blanks, name copies, the linear searches for item names),
 * following the cost model of DLX1, DLX2 and DLX3 line by line; the mems of inserting
 * nodes into item lists are counted by the matrix builder. The input must already be
 * known to be valid (see `readDlx`).
 */

function isSpace(c: string | undefined): boolean {
  return c === ' ' || c === '\t' || c === '\n' || c === '\v' || c === '\f' || c === '\r';
}

/** The first position at or after `p` that is not a blank (Knuth's loop costs a mem a blank, and one more for the character that stops it). */
function skipBlanks(buf: string, p: number): number {
  while (isSpace(buf[p])) p++;
  return p;
}

export type Program = 1 | 2 | 3;

export function scanMems(text: string, program: Program): number {
  const raw = text.split('\n');
  if (raw.length > 0 && raw[raw.length - 1] === '') raw.pop();
  const index = new Map<string, number>();
  let mems = 0;
  let k = 0;
  let nItems = 0;
  let nSecond = 0;
  // find the item line
  for (; k < raw.length; k++) {
    const buf = `${raw[k] ?? ''}\n`;
    let p = skipBlanks(buf, 0);
    mems += p + 2; // the check for a complete line, the blanks, the first other character
    if (buf[p] === '|' || p >= buf.length) continue;
    // the item line
    let secondSeen = false;
    for (;;) {
      mems++; // o,buf[p]
      if (p >= buf.length) break;
      let j = 0;
      let name = '';
      if (program === 3) {
        for (;;) {
          if (j >= 8) break;
          mems++;
          const c = buf[p + j];
          if (isSpace(c)) break;
          if (!secondSeen && (c === ':' || c === '|')) {
            // a bound prefix: restart the name after it
            p = p + j + 1;
            j = 0;
            name = '';
            continue;
          }
          mems++;
          name += c;
          j++;
        }
      } else {
        for (;;) {
          if (j >= 8) break;
          mems++;
          const c = buf[p + j];
          if (isSpace(c)) break;
          mems++;
          name += c;
          j++;
        }
      }
      nItems++;
      index.set(name, nItems);
      mems += nItems; // the search for a duplicate name
      if (program === 3) mems += secondSeen ? 2 : 4;
      else mems += 3;
      p += j + 1;
      const q = skipBlanks(buf, p);
      mems += q - p + 1;
      p = q;
      if (buf[p] === '|') {
        secondSeen = true;
        nSecond = nItems + 1;
        p++;
        const q = skipBlanks(buf, p);
        mems += q - p + 1;
        p = q;
      }
    }
    mems += program === 3 ? 2 : 6;
    if (!secondSeen) nSecond = nItems + 1;
    k++;
    break;
  }
  // the options
  for (; k < raw.length; k++) {
    const buf = `${raw[k] ?? ''}\n`;
    let p = skipBlanks(buf, 0);
    mems += p + 2; // the check for a complete line, the blanks, the first other character
    if (buf[p] === '|' || p >= buf.length) continue;
    let primary = false;
    while (p < buf.length) {
      let j = 0;
      let name = '';
      for (;;) {
        if (j >= 8) break;
        mems++;
        const c = buf[p + j];
        if (isSpace(c) || (program !== 1 && c === ':')) break;
        mems++;
        name += c;
        j++;
      }
      if (j < 8) mems++; // name[j] = '\0'
      const item = index.get(name) ?? 0;
      mems += item + 1; // the search for the name
      mems += 3; // aux check, itm, len + 1
      if (item < nSecond) primary = true;
      if (program !== 1) {
        if (buf[p + j] === ':') {
          mems += 3;
          p += 2;
        } else mems += 1;
      }
      p += j + 1;
      const q = skipBlanks(buf, p);
      mems += q - p + 1;
      p = q;
    }
    if (primary) mems += 3; // the spacer (an ignored option's removal is counted by the builder)
  }
  return mems;
}
