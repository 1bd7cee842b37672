// Random bytes for ids and temporary names, with node:crypto loaded on first use: loading it is ~2 ms, and
// the commands that only read the store (list, inbox, lint, path, show) never need it.

export function randomBytes(n: number): Buffer {
  return process.getBuiltinModule('node:crypto').randomBytes(n);
}
