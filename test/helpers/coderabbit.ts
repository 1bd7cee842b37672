// CodeRabbit's closing nitpick block, as its review bodies end (synthetic words), for the ret57 tests that build
// review bodies around it.

export const NITPICKS = `<details>
<summary>🧹 Nitpick comments (1)</summary><blockquote>

<details>
<summary>src/store/disk.py (1)</summary><blockquote>

\`7-9\`: **Rename the disk helper.**

Its name says nothing of what it writes.

</blockquote></details>

</blockquote></details>
`;
