/**
 * The rule book's stylesheet: inlined in the file `npm run rulebook` writes (one document to
 * open or mail), served as a file of its own in demo mode (the CSP forbids inline styles).
 * Readable from 375 px: long words and code wrap, pictures scroll sideways in their frame.
 */
export const RULE_BOOK_STYLESHEET = `
:root { color-scheme: light; }
body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; line-height: 1.5; color: #1b1b1b; margin: 0; }
header, main, nav.toc { max-width: 72rem; margin: 0 auto; padding: 0 1rem; }
h1 { font-size: 1.9rem; } h2 { font-size: 1.55rem; border-top: 3px solid #005ea2; padding-top: .6rem; margin-top: 2.5rem; }
h3 { font-size: 1.3rem; border-top: 1px solid #a9aeb1; padding-top: .6rem; margin-top: 2rem; }
h4 { font-size: 1.1rem; margin: 1.2rem 0 .4rem; } h5, h6 { font-size: 1rem; margin: 1rem 0 .3rem; }
code { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: .88em; background: #f0f0f0; padding: 0 .2em; border-radius: 3px; overflow-wrap: anywhere; }
li, td, dd, p { overflow-wrap: anywhere; }
ul, ol { padding-left: 1.3rem; } li { margin: .15rem 0; }
table { border-collapse: collapse; width: 100%; margin: .4rem 0 1rem; }
th, td { border: 1px solid #a9aeb1; padding: .3rem .5rem; text-align: left; vertical-align: top; }
thead th { background: #f0f0f0; }
tbody th { font-weight: normal; }
td:first-child { width: 45%; }
small { color: #3d4551; }
.tag { display: inline-block; font-size: .75em; text-transform: uppercase; letter-spacing: .03em; background: #e7f2f8; color: #1b1b1b; border-radius: 3px; padding: 0 .3em; }
dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: .2rem .8rem; margin: .5rem 0; }
dl.facts dt { font-weight: bold; } dl.facts dd { margin: 0; }
.field { border-left: 3px solid #dfe1e2; padding-left: .7rem; margin: .6rem 0; }
figure { margin: 0; }
.picture { overflow-x: auto; border: 1px solid #dfe1e2; padding: .5rem; background: #fff; }
.picture svg { display: block; max-width: none; height: auto; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
nav.toc ol ol { margin: 0; }
a { color: #005ea2; } a:focus { outline: 3px solid #2491ff; outline-offset: 1px; }
@media (max-width: 40rem) {
  dl.facts { grid-template-columns: 1fr; } dl.facts dd { margin-bottom: .4rem; }
  td:first-child { width: auto; }
  h1 { font-size: 1.5rem; } h2 { font-size: 1.3rem; }
}
`;
