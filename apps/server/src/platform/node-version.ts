// Imported first by main.ts: on an older Node a later import could fail with a cryptic error before any check ran.
const REQUIRED = [20, 19] as const;
const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);

if (major < REQUIRED[0] || (major === REQUIRED[0] && minor < REQUIRED[1])) {
  console.error(
    `Trilha needs Node ${REQUIRED.join('.')} or newer; this is Node ${process.versions.node}. Install a newer Node and run npm start again.`,
  );
  process.exit(1);
}
