// The return reader (read-return.ts and findings.ts: ~450 KB of the bundle, most of the readers' patterns), as
// the modules a brief's reading runs (document-type.ts, lint.ts) ask it: through here, not by a static import.
//
// Why: a static import puts the whole return reader in every command that reads a brief, and `lint` of a brief
// paid for loading it (its code cache deserialised, its module-level tables and patterns made) though it
// asks it only for some documents: a close call between brief and return, a heading that names a severity,
// a return. The return reader registers itself here when it loads (read-return.ts); the commands load it
// before they read a document that needs it (`loadReturnReader`), and `lint` only when a reading asks it
// (`withReturnReader`: the reading, pure, is run again once it is loaded, so what it decides is the same).

import type { returnFromDoc } from './read-return.js';
import type { headingSeverity, severityOf, verificationOf } from './findings.js';

export interface ReturnReader {
  returnFromDoc: typeof returnFromDoc;
  headingSeverity: typeof headingSeverity;
  severityOf: typeof severityOf;
  verificationOf: typeof verificationOf;
}

let provided: (() => ReturnReader) | undefined;
let reader: ReturnReader | undefined;

/** Thrown by `returnReader()` when the return reader is not loaded yet. */
export class ReturnReaderNotLoaded extends Error {
  constructor() {
    super('the return reader is not loaded (return-reader.ts: load it first)');
  }
}

/** Called by read-return.ts when it loads (a function: its imports may not be evaluated yet in a cycle). */
export function provideReturnReader(make: () => ReturnReader): void {
  provided ??= make;
}

/** The return reader; throws ReturnReaderNotLoaded when nothing loaded it. */
export function returnReader(): ReturnReader {
  if (reader) return reader;
  if (!provided) throw new ReturnReaderNotLoaded();
  return (reader = provided());
}

export async function loadReturnReader(): Promise<ReturnReader> {
  if (!provided) await import('./read-return.js');
  return returnReader();
}

/** `read()` (pure), with the return reader loaded first only when it asks for it. */
export async function withReturnReader<T>(read: () => T): Promise<T> {
  if (provided) return read();
  try {
    return read();
  } catch (e) {
    if (!(e instanceof ReturnReaderNotLoaded)) throw e;
  }
  await loadReturnReader();
  return read();
}
