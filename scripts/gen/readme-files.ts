import { GENERATED_NOTICE, type GeneratedFile } from './generated-file.js';

/** The README of each generated folder, so nobody edits the output by hand. */
export function readmeFiles(): GeneratedFile[] {
  return [
    {
      path: 'src/generated/README.md',
      content: `# src/generated (${GENERATED_NOTICE})

Everything in this folder is written by \`npm run gen\` (scripts/gen/) and only by it;
\`npm run check:gen\` fails when it is stale. Change the rule files under \`schemas/\` and
regenerate instead of editing here.

- \`models/<name>.json\`: each model and def bundled into one self-contained schema.
- \`validators/<name>.js\`: its precompiled, CSP-safe ajv validators, keyed by schema \`$id\`
  (an ES module, typed by the \`.d.ts\` beside it).
- \`types/<name>.ts\`: its TypeScript type; each field's comment states its rules in words.
- \`types/answers/<name>.ts\`: the type of each answer of schemas/answers (\`ClientListAnswer\`),
  closed as the server's serialiser closes it; the only output an answer has.
- \`screen-node-types.json\`: what each screen node type's keys hold (from
  src/renderer/screen/nodes/), for the server, the lints and the generator, which load no React.
`,
    },
    {
      path: 'test/generated/README.md',
      content: `# test/generated (${GENERATED_NOTICE})

Rule tests written by \`npm run gen\` from each schema's \`examples\`, \`invalidExamples\` and
length limits. Do not edit; change the schema and regenerate. Hand-written tests belong
elsewhere under test/.
`,
    },
  ];
}
