// A body's own section named like one the tool writes ("## Return" in a pasted brief) is kept under a heading
// that cannot pass for the tool's own: "From the body: Return". The readers frame, the renderer writes the
// frame's note, a brief cut again recognises it; all through this one pair, so the prefix has one spelling.

const PREFIX = 'From the body: ';

/** The heading a body's own section is kept under when the tool writes a section of its name. */
export function framed(heading: string): string {
  return PREFIX + heading;
}

/** The body's own heading inside a framed one ("From the body: Return" -> "Return"); undefined if not framed. */
export function unframed(heading: string): string | undefined {
  return heading.startsWith(PREFIX) ? heading.slice(PREFIX.length) : undefined;
}
