/**
 * Where the playground keeps a spec too long for a link, or for the address bar: the
 * browser's IndexedDB, under one key (the spec kept last). Not `localStorage`, whose
 * writes are synchronous: keeping a spec of 2.4 MB there holds the page for a tenth of
 * a second or more, and the page is told of its own write in another task as long. The
 * editor's worker writes it (a put copies and compresses the value where it is called:
 * 30-170 ms for 2.4 MB), and the page reads it back when it opens.
 */

/** A kept spec: its lattice and its text. */
export interface StoredSpec {
  readonly lattice: string;
  readonly spec: string;
}

const DATABASE = 'polydance-playground';
const STORE = 'specs';
const KEY = 'kept';
/** Where the page kept such a spec before (one there is still read). */
const OLD_KEY = 'polydance-playground-spec';

/** The request's result, or its error. */
function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('the browser refused it'));
  });
}

/** The playground's database, made on first use. */
async function open(): Promise<IDBDatabase> {
  const request = indexedDB.open(DATABASE, 1);
  request.onupgradeneeded = () => request.result.createObjectStore(STORE);
  return done(request);
}

/** The transaction's end: resolves once what it wrote is kept. */
function committed(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('the browser refused it'));
    transaction.onabort = () => reject(transaction.error ?? new Error('the browser gave it up'));
  });
}

/** Keeps the spec (in place of the one kept before); throws the browser's reason when it cannot (no storage, over its quota). */
export async function keepSpec(kept: StoredSpec): Promise<void> {
  const db = await open();
  try {
    const transaction = db.transaction(STORE, 'readwrite');
    transaction.objectStore(STORE).put({ lattice: kept.lattice, spec: kept.spec }, KEY);
    await committed(transaction);
  } finally {
    db.close();
  }
}

/** Whether a value read back is a kept spec. */
const isStored = (value: unknown): value is StoredSpec =>
  typeof value === 'object' && value !== null && typeof (value as { lattice?: unknown }).lattice === 'string' && typeof (value as { spec?: unknown }).spec === 'string';

/** The spec kept last, or undefined when there is none (or the browser keeps nothing). */
export async function storedSpec(): Promise<StoredSpec | undefined> {
  try {
    const db = await open();
    try {
      const value: unknown = await done(db.transaction(STORE, 'readonly').objectStore(STORE).get(KEY));
      if (isStored(value)) return value;
    } finally {
      db.close();
    }
  } catch {
    // no IndexedDB (a private window of some browsers): perhaps a spec kept before, below
  }
  return oldStoredSpec();
}

/** A spec the page kept in local storage before. */
function oldStoredSpec(): StoredSpec | undefined {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(OLD_KEY) ?? 'null');
    return isStored(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
