import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { afterAll, describe, expect, test } from 'vitest';
import { basicRegExp, normalizeOutput, outputMatches, parseSession, runCommand, tokenize } from './shell.js';
import type { PolydanceRunner } from './shell.js';

const dir = mkdtempSync(join(tmpdir(), 'polydance-shell-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function readAll(stream: Readable): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
}

function say(stream: Writable, text: string): Promise<void> {
  return new Promise((resolve) => stream.write(text, () => resolve()));
}

/** A stand-in CLI: `echo WORDS` prints them, `upper` upper-cases stdin, `fail` reports an error. */
const fake: PolydanceRunner = async (argv, io) => {
  const [cmd, ...rest] = argv;
  if (cmd === 'echo') {
    await say(io.stdout, `${rest.join(' ')}\n`);
    await say(io.stderr, 'echoed\n');
    return 0;
  }
  if (cmd === 'upper') {
    await say(io.stdout, (await readAll(io.stdin)).toUpperCase());
    return 0;
  }
  await say(io.stderr, 'polydance fail: line 1, column 2: no\n');
  return 1;
};

describe('parseSession', () => {
  test('splits prompts, here-documents and expected output', () => {
    const block = ["$ polydance upper <<'EOF'", 'abc', 'EOF', 'ABC', '$ polydance echo a \\', '  b', 'a b', 'echoed', ''].join('\n');
    expect(parseSession(block)).toEqual([
      { text: "polydance upper <<'EOF'", line: 1, heredoc: 'abc\n', expected: 'ABC' },
      { text: 'polydance echo a  b', line: 5, expected: 'a b\nechoed' },
    ]);
  });

  test('a block without prompts is a list of commands, comments skipped', () => {
    expect(parseSession('# build\npolydance echo x\n\n')).toEqual([{ text: 'polydance echo x', line: 2 }]);
  });

  test('an unterminated here-document is an error', () => {
    expect(() => parseSession("$ polydance upper <<EOF\nabc\n")).toThrow(/here-document/);
  });
});

describe('tokenize', () => {
  test('quotes, escapes, operators and comments', () => {
    expect(tokenize(`a 'b c' "d\\"e" f\\ g|h 2>&1 >out # note`)).toEqual([
      { word: 'a' },
      { word: 'b c' },
      { word: 'd"e' },
      { word: 'f g' },
      { op: '|' },
      { word: 'h' },
      { op: '2>&1' },
      { op: '>' },
      { word: 'out' },
    ]);
  });
  test('within double quotes a backslash escapes only $ ` " \\, as in sh', () => {
    expect(tokenize(`"a\\nb\\\\c\\$"`)).toEqual([{ word: 'a\\nb\\c$' }]);
  });
});

describe('runCommand', () => {
  const exec = (text: string, heredoc?: string) =>
    runCommand({ text, line: 1, ...(heredoc === undefined ? {} : { heredoc }) }, dir, fake);

  test('stderr and stdout reach the terminal in order', async () => {
    expect(await exec('polydance echo hi')).toEqual({ output: 'hi\nechoed\n', status: 0, onlyStderr: false });
  });

  test('pipes, here-documents and the small tools', async () => {
    expect((await exec('polydance upper <<EOF | head -n 2', 'a\nb\nc\n')).output).toBe('A\nB\n');
    expect((await exec('polydance upper <<EOF | tail -n 1', 'a\nb\nc\n')).output).toBe('C\n');
    expect((await exec('polydance upper <<EOF | wc -l', 'a\nb\n')).output).toBe('2\n');
    expect((await exec('polydance upper <<EOF | grep B', 'a\nb\n')).output).toBe('B\n');
    expect((await exec('polydance upper <<EOF | grep -c "^[AB]$"', 'a\nb\nc\n')).output).toBe('2\n');
    expect((await exec('polydance upper <<EOF | grep -A 1 B', 'a\nb\nc\nd\n')).output).toBe('B\nC\n');
  });

  test('printf writes its format with the escapes \\n and \\t, and nothing else', async () => {
    expect((await exec(`printf "x y\\n\\tz\\n" | polydance upper`)).output).toBe('X Y\n\tZ\n');
    expect((await exec(`printf 'a\\nb\\n' | wc -l`)).output).toBe('2\n');
    // as wc does, newlines are counted: a last line without one is not
    expect((await exec(`printf 'a\\nb' | wc -l`)).output).toBe('1\n');
    await expect(exec('printf "%s" x')).rejects.toThrow(/without % conversions/);
  });

  test('redirections write and read files in the working directory', async () => {
    expect((await exec('polydance echo saved > out.txt')).output).toBe('echoed\n');
    expect(readFileSync(join(dir, 'out.txt'), 'utf8')).toBe('saved\n');
    writeFileSync(join(dir, 'in.txt'), 'xyz\n');
    expect((await exec('polydance upper < in.txt')).output).toBe('XYZ\n');
    expect((await exec('polydance echo q 2>/dev/null')).output).toBe('q\n');
    expect((await exec('wc -l in.txt')).output).toBe('1 in.txt\n');
  });

  test('an error: status and stderr only', async () => {
    expect(await exec('polydance fail')).toEqual({ output: 'polydance fail: line 1, column 2: no\n', status: 1, onlyStderr: true });
  });

  test('commands the docs cannot run are refused', async () => {
    await expect(exec('rm -rf /')).rejects.toThrow(/not a command the docs examples can run/);
    await expect(exec('head -c 5 x')).rejects.toThrow(/head -n N/);
  });
});

test('outputMatches: … stands for any text within a line', () => {
  expect(outputMatches('8 solutions, 0.087 s\n', '8 solutions, … s')).toBe(true);
  expect(outputMatches('8 solutions, 0.087 s', '9 solutions, … s')).toBe(false);
  expect(outputMatches('a\nb', 'a …')).toBe(false);
  expect(outputMatches('x (1+2)', 'x (1+2)')).toBe(true);
  expect(outputMatches('{"seconds":0.09}', '{"seconds":…}')).toBe(true);
});

test('basicRegExp reads grep patterns: | + ? ( ) { } literal unless escaped', () => {
  expect(basicRegExp('^| a (b)+').test('| a (b)+ c')).toBe(true);
  expect(basicRegExp('^| a (b)+').test('a')).toBe(false);
  expect(basicRegExp('x\\|y').test('y')).toBe(true);
  expect(basicRegExp('a\\.b').test('a.b')).toBe(true);
  expect(basicRegExp('a\\.b').test('axb')).toBe(false);
});

test('normalizeOutput drops trailing spaces and blank lines', () => {
  expect(normalizeOutput('a  \nb\n\n\n')).toBe('a\nb');
});
