// Imported first by main.ts: on an older Node a later import could fail with a cryptic error before any check ran.
// scripts/start.mjs checks the same before building anything, from package.json's `engines` (a test keeps them equal).
export const REQUIRED_NODE = [20, 19] as const;

/** The sentence that stops the start on too old a Node, or null when this version will do. */
export function nodeVersionProblem(version: string): string | null {
  const [major = 0, minor = 0] = version.replace(/^v/, '').split('.').map(Number);
  if (major > REQUIRED_NODE[0] || (major === REQUIRED_NODE[0] && minor >= REQUIRED_NODE[1])) return null;
  return `Trilha needs Node ${REQUIRED_NODE.join('.')} or newer; this is Node ${version}. Install a newer Node and run npm start again.`;
}

const problem = nodeVersionProblem(process.versions.node);
if (problem) {
  console.error(problem);
  process.exit(1);
}
