// Whether a body may be JSON: "{", "[" or a ```json fence first. One test for the three places that ask it: `lint`
// and `return` load the JSON reader only for such a body (brief/json-return.ts, which parses it to decide).

/** A body that opens like JSON (a byte-order mark and blanks before it allowed). */
export const opensLikeJson = (text: string): boolean => /^\uFEFF?\s*(?:[{[]|```[ \t]*json\b)/i.test(text);
