import { readFileSync, writeFileSync, appendFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { Readable, Writable } from 'node:stream';

/**
 * Just enough of a shell to run the sessions shown in the docs, with `polydance`
 * running in-process: words with '…' and "…" quoting, pipes, `<`, `>`, `>>`, `2>`,
 * `2>&1`, here-documents (`<<'EOF'` … `EOF`), `\` line continuations, `#` comments,
 * and the few tools the examples pipe into (`head`, `tail`, `wc -l`, `cat`, `grep`,
 * `printf` with a format alone).
 * Anything else is an error, so a docs example can never silently test nothing.
 */

/** The streams of one in-process program run. */
export interface ProgramIo {
  readonly stdin: Readable;
  readonly stdout: Writable;
  readonly stderr: Writable;
}

/** Runs `polydance ARGV` (the CLI's `run`), resolving to its exit status. */
export type PolydanceRunner = (argv: readonly string[], io: ProgramIo) => Promise<number>;

/** One `$ ` command of a session, with the output the docs show for it. */
export interface SessionCommand {
  /** The command as written (continuation lines joined, here-document excluded). */
  readonly text: string;
  /** 1-based line of the `$ ` within the block. */
  readonly line: number;
  /** The here-document's text, if the command has one. */
  readonly heredoc?: string;
  /** The output the docs show, or undefined in a block without `$ ` prompts. */
  readonly expected?: string;
}

/** What a command did. */
export interface CommandResult {
  /** What a terminal would show: the output not redirected, in the order it was written. */
  readonly output: string;
  /** Exit status of the pipeline (its last command). */
  readonly status: number;
  /** True when everything shown came from stderr (an error report). */
  readonly onlyStderr: boolean;
}

/** Splits a ```sh block into its commands and their expected output. */
export function parseSession(block: string): SessionCommand[] {
  const lines = block.replace(/\n$/, '').split('\n');
  const prompted = lines.some((l) => l.startsWith('$ ') || l === '$');
  const commands: SessionCommand[] = [];
  let i = 0;
  while (i < lines.length) {
    const first = lines[i]!;
    if (!prompted && (first.trim() === '' || first.trimStart().startsWith('#'))) {
      i++;
      continue;
    }
    if (prompted && !first.startsWith('$')) throw new Error(`line ${i + 1}: output before the first '$ ' command`);
    const start = i;
    let text = prompted ? first.replace(/^\$ ?/, '') : first;
    while (text.endsWith('\\') && i + 1 < lines.length) {
      i++;
      text = `${text.slice(0, -1)} ${lines[i]!.trim()}`;
    }
    i++;
    let heredoc: string | undefined;
    const marker = /<<-?\s*(['"]?)([A-Za-z_]+)\1/.exec(text);
    if (marker) {
      const body: string[] = [];
      while (i < lines.length && lines[i] !== marker[2]) body.push(lines[i++]!);
      if (i >= lines.length) throw new Error(`line ${start + 1}: here-document without its closing ${marker[2]!}`);
      i++;
      heredoc = body.map((l) => `${l}\n`).join('');
    }
    let expected: string | undefined;
    if (prompted) {
      const out: string[] = [];
      while (i < lines.length && !lines[i]!.startsWith('$ ') && lines[i] !== '$') out.push(lines[i++]!);
      expected = out.join('\n');
    }
    commands.push({
      text,
      line: start + 1,
      ...(heredoc === undefined ? {} : { heredoc }),
      ...(expected === undefined ? {} : { expected }),
    });
  }
  return commands;
}

type Token = { word: string } | { op: string };

/** Words and operators of one command line. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === ' ' || ch === '\t') {
      i++;
      continue;
    }
    if (ch === '#') break;
    const op = /^(2>&1|2>|>>|<<-?|[|<>])/.exec(text.slice(i));
    if (op) {
      tokens.push({ op: op[1]! });
      i += op[1]!.length;
      continue;
    }
    let word = '';
    while (i < text.length && !/[\s|<>]/.test(text[i]!)) {
      const c = text[i]!;
      if (c === "'") {
        const end = text.indexOf("'", i + 1);
        if (end < 0) throw new Error(`unclosed ' in: ${text}`);
        word += text.slice(i + 1, end);
        i = end + 1;
      } else if (c === '"') {
        i++;
        while (i < text.length && text[i] !== '"') {
          // As in sh: within double quotes, a backslash escapes only $ ` " \ and is kept otherwise.
          if (text[i] === '\\' && i + 1 < text.length && '$`"\\'.includes(text[i + 1]!)) i++;
          word += text[i++]!;
        }
        if (i >= text.length) throw new Error(`unclosed " in: ${text}`);
        i++;
      } else if (c === '\\' && i + 1 < text.length) {
        word += text[i + 1]!;
        i += 2;
      } else {
        word += c;
        i++;
      }
    }
    tokens.push({ word });
  }
  return tokens;
}

interface Stage {
  argv: string[];
  stdinFile?: string;
  heredoc?: boolean;
  stdoutFile?: { path: string; append: boolean };
  stderrFile?: string;
  stderrToStdout?: boolean;
}

function stages(tokens: Token[]): Stage[] {
  const result: Stage[] = [{ argv: [] }];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const stage = result[result.length - 1]!;
    if ('word' in t) {
      stage.argv.push(t.word);
      continue;
    }
    if (t.op === '|') {
      result.push({ argv: [] });
      continue;
    }
    if (t.op === '2>&1') {
      stage.stderrToStdout = true;
      continue;
    }
    const next = tokens[++i];
    if (!next || !('word' in next)) throw new Error(`'${t.op}' without a file name`);
    if (t.op === '<') stage.stdinFile = next.word;
    else if (t.op === '<<' || t.op === '<<-') stage.heredoc = true;
    else if (t.op === '>' || t.op === '>>') stage.stdoutFile = { path: next.word, append: t.op === '>>' };
    else stage.stderrFile = next.word;
  }
  for (const s of result) if (s.argv.length === 0) throw new Error('empty command in a pipeline');
  return result;
}

class Sink extends Writable {
  readonly chunks: Buffer[] = [];
  constructor(private readonly log?: { chunks: Buffer[]; fromStderr: boolean[] }, private readonly isStderr = false) {
    super();
  }
  override _write(chunk: Buffer | string, _enc: BufferEncoding, done: () => void): void {
    const buf = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    if (this.log) {
      this.log.chunks.push(buf);
      this.log.fromStderr.push(this.isStderr);
    } else this.chunks.push(buf);
    done();
  }
  text(): string {
    return Buffer.concat(this.chunks).toString('utf8');
  }
}

/** What `wc -l` prints: the number of newlines (a last line without one is not counted). */
function lineCount(text: string): number {
  return text.split('\n').length - 1;
}

function splitKeep(text: string): string[] {
  const parts = text.split('\n');
  if (text.endsWith('\n')) parts.pop();
  return parts;
}

/** `head`/`tail` arguments: `-n N` or `-N`, then at most one file. */
function countOption(argv: readonly string[], tool: string): { n: number; file?: string } {
  const args = argv.slice(1);
  let n = 10;
  if (args[0] === '-n' && args[1] !== undefined && /^\d+$/.test(args[1])) {
    n = Number(args[1]);
    args.splice(0, 2);
  } else if (args[0] !== undefined && /^-\d+$/.test(args[0])) n = Number(args.shift()!.slice(1));
  if (args.length > 1 || args.some((a) => a.startsWith('-'))) {
    throw new Error(`${tool}: only '${tool} -n N [FILE]' is supported in docs examples`);
  }
  return args[0] === undefined ? { n } : { n, file: args[0] };
}

/**
 * A POSIX basic regular expression (grep's default) as a JavaScript one: `|`, `+`, `?`,
 * `(`, `)`, `{`, `}` are literal characters, and special when escaped (as in GNU grep).
 */
export function basicRegExp(pattern: string): RegExp {
  let out = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    const special = '|+?(){}';
    if (c === '\\' && i + 1 < pattern.length && special.includes(pattern[i + 1]!)) {
      out += pattern[++i]!;
    } else if (c === '\\' && i + 1 < pattern.length) {
      out += c + pattern[++i]!;
    } else out += special.includes(c) ? `\\${c}` : c;
  }
  return new RegExp(out);
}

/** The small tools a docs example may pipe into; returns [stdout, status]. */
function tool(argv: readonly string[], input: string, read: (file: string) => string): [string, number] {
  const name = argv[0]!;
  switch (name) {
    case 'head': {
      const { n, file } = countOption(argv, 'head');
      const lines = splitKeep(file === undefined ? input : read(file)).slice(0, n);
      return [lines.map((l) => `${l}\n`).join(''), 0];
    }
    case 'tail': {
      const { n, file } = countOption(argv, 'tail');
      const lines = splitKeep(file === undefined ? input : read(file));
      return [lines.slice(Math.max(0, lines.length - n)).map((l) => `${l}\n`).join(''), 0];
    }
    case 'wc':
      if (argv[1] !== '-l' || argv.length > 3) throw new Error("wc: only 'wc -l [FILE]' is supported in docs examples");
      return argv[2] === undefined ? [`${lineCount(input)}\n`, 0] : [`${lineCount(read(argv[2]))} ${argv[2]}\n`, 0];
    case 'cat':
      return [argv.length === 1 ? input : argv.slice(1).map(read).join(''), 0];
    case 'grep': {
      const args = argv.slice(1);
      let countOnly = false;
      let after = 0;
      for (;;) {
        if (args[0] === '-c') {
          countOnly = true;
          args.shift();
        } else if (args[0] === '-A' && /^\d+$/.test(args[1] ?? '')) {
          after = Number(args[1]);
          args.splice(0, 2);
        } else break;
      }
      if (args.length < 1 || args.length > 2 || args[0]!.startsWith('-')) {
        throw new Error("grep: only 'grep [-c] [-A N] PATTERN [FILE]' is supported in docs examples");
      }
      const re = basicRegExp(args[0]!);
      const lines = splitKeep(args[1] === undefined ? input : read(args[1]));
      const hits = lines.flatMap((l, i) => (re.test(l) ? [i] : []));
      const shown = new Set(hits.flatMap((i) => Array.from({ length: after + 1 }, (_, k) => i + k)));
      const text = lines.filter((_, i) => shown.has(i)).map((l) => `${l}\n`).join('');
      return [countOnly ? `${hits.length}\n` : text, hits.length > 0 ? 0 : 1];
    }
    case 'printf': {
      // The format alone: its escapes, no conversions.
      if (argv.length !== 2 || /%[^%]/.test(argv[1]!)) throw new Error("printf: only 'printf FORMAT' without % conversions is supported in docs examples");
      const escapes: Record<string, string> = { n: '\n', t: '\t', '\\': '\\', "'": "'", '"': '"' };
      return [argv[1]!.replace(/\\(.)/g, (all, c: string) => escapes[c] ?? all).replace(/%%/g, '%'), 0];
    }
    default:
      throw new Error(`'${name}' is not a command the docs examples can run`);
  }
}

/**
 * Runs one command of a session in `cwd` (relative file names resolve there; the
 * process's working directory is switched for the duration of the command, so the
 * CLI sees the same files). Output files are written into `cwd`.
 */
export async function runCommand(cmd: SessionCommand, cwd: string, polydance: PolydanceRunner): Promise<CommandResult> {
  const path = (p: string): string => (isAbsolute(p) ? p : join(cwd, p));
  const read = (p: string): string => readFileSync(path(p), 'utf8');
  const pipeline = stages(tokenize(cmd.text));
  const terminal = { chunks: [] as Buffer[], fromStderr: [] as boolean[] };
  let input = '';
  let status = 0;
  const previous = process.cwd();
  process.chdir(cwd);
  try {
    for (let s = 0; s < pipeline.length; s++) {
      const stage = pipeline[s]!;
      const last = s === pipeline.length - 1;
      if (stage.heredoc) input = cmd.heredoc ?? '';
      if (stage.stdinFile !== undefined) input = read(stage.stdinFile);
      const toTerminal = last && stage.stdoutFile === undefined;
      const out = toTerminal ? new Sink(terminal, false) : new Sink();
      const err =
        stage.stderrFile !== undefined ? new Sink() : stage.stderrToStdout ? out : new Sink(terminal, true);
      if (stage.argv[0] === 'polydance') {
        status = await polydance(stage.argv.slice(1), { stdin: Readable.from([Buffer.from(input)]), stdout: out, stderr: err });
      } else {
        const [text, code] = tool(stage.argv, input, read);
        out.write(text);
        status = code;
      }
      input = out.text();
      if (stage.stdoutFile && stage.stdoutFile.path !== '/dev/null') {
        (stage.stdoutFile.append ? appendFileSync : writeFileSync)(path(stage.stdoutFile.path), input);
      }
      if (stage.stderrFile !== undefined && stage.stderrFile !== '/dev/null' && err instanceof Sink) {
        writeFileSync(path(stage.stderrFile), err.text());
      }
    }
  } finally {
    process.chdir(previous);
  }
  return {
    output: Buffer.concat(terminal.chunks).toString('utf8'),
    status,
    onlyStderr: terminal.fromStderr.length > 0 && terminal.fromStderr.every(Boolean),
  };
}

/** Output as compared: trailing spaces of each line and trailing blank lines dropped. */
export function normalizeOutput(text: string): string {
  return text
    .split('\n')
    .map((l) => l.trimEnd())
    .join('\n')
    .replace(/\n+$/, '');
}

/**
 * Whether `actual` output is what the docs show as `expected` (both normalized). In
 * the docs, `…` within a line stands for any text on that line: for figures that
 * differ from run to run, such as the seconds a search took.
 */
export function outputMatches(actual: string, expected: string): boolean {
  const a = normalizeOutput(actual).split('\n');
  const e = normalizeOutput(expected).split('\n');
  if (a.length !== e.length) return false;
  return e.every((line, i) => {
    if (!line.includes('…')) return line === a[i];
    const pattern = line
      .split('…')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*?');
    return new RegExp(`^${pattern}$`).test(a[i]!);
  });
}
