// The readers of a brief ask the return reader through src/brief/return-reader.ts, which the commands load
// when a document needs it (`lint` of a brief does not). Unit tests call those readers directly, as the
// commands would after loading it: loaded here for every test file. Whether the commands load it when they
// must is tested on the built CLI (test/e2e/), which this file does not reach.
import '../src/brief/read-return.js';
