import { PassThrough, Readable } from 'node:stream';
import { run } from 'polydance';

const out = new PassThrough();
let text = '';
out.on('data', (chunk: Buffer) => (text += chunk.toString()));
const status = await run(['--version'], { stdin: Readable.from([]), stdout: out, stderr: out });
console.log(status, text.trim());
