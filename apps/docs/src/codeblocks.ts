/**
 * The fenced code blocks of a Markdown page, as the example tests see them.
 *
 * Conventions of the Polydance docs:
 * - ```sh      a shell session: `$ ` lines are commands, the lines after a command
 *              (up to the next `$ `) are what it prints; a block without `$ ` lines
 *              lists commands whose output is not shown (each must succeed).
 * - ```ts      a TypeScript module, run as is; when the next block is an ```output
 *              block, what the module prints with console.log must equal it.
 * - ```output  the expected output of the TypeScript block just before it.
 * - ```figure  a picture drawn at build time (see figures.ts).
 * - any other block must be marked `<!-- norun: why -->` on the line before it.
 */

/** One fenced block of a Markdown file. */
export interface CodeBlock {
  /** The language: the first word of the info string. */
  readonly lang: string;
  /** The rest of the info string (attributes such as a figure's command). */
  readonly meta: string;
  /** The block's text, without the fences; each line ends with `\n`. */
  readonly code: string;
  /** 1-based line of the opening fence. */
  readonly line: number;
  /** The reason given in a `<!-- norun: reason -->` comment right before the block, if any. */
  readonly norun?: string;
}

const FENCE = /^( {0,3})(`{3,}|~{3,})(.*)$/;
const NORUN = /^\s*<!--\s*norun:\s*(.*?)\s*-->\s*$/;

/** Splits a block's info string into its language and the rest. */
export function splitInfo(info: string): { lang: string; meta: string } {
  const trimmed = info.trim();
  const space = trimmed.search(/\s/);
  return space < 0 ? { lang: trimmed, meta: '' } : { lang: trimmed.slice(0, space), meta: trimmed.slice(space + 1).trim() };
}

/**
 * Every fenced code block of a Markdown text, in order. Fences nested inside a longer
 * fence belong to its text (as in CommonMark); an unclosed fence runs to the end.
 */
export function codeBlocks(markdown: string): CodeBlock[] {
  const lines = markdown.split(/\r?\n/);
  const blocks: CodeBlock[] = [];
  let previous = '';
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE.exec(lines[i]!);
    if (!open) {
      if (lines[i]!.trim() !== '') previous = lines[i]!;
      continue;
    }
    const indent = open[1]!.length;
    const fence = open[2]!;
    const { lang, meta } = splitInfo(open[3]!);
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const close = FENCE.exec(lines[j]!);
      if (close && close[2]![0] === fence[0] && close[2]!.length >= fence.length && close[3]!.trim() === '') break;
      body.push(indent > 0 ? lines[j]!.replace(new RegExp(`^ {0,${indent}}`), '') : lines[j]!);
    }
    const norun = NORUN.exec(previous)?.[1];
    blocks.push({
      lang,
      meta,
      code: body.map((l) => `${l}\n`).join(''),
      line: i + 1,
      ...(norun === undefined ? {} : { norun }),
    });
    previous = '';
    i = j;
  }
  return blocks;
}
