import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nodeVersionProblem, REQUIRED_NODE } from './node-version.ts';

describe('the Node version check at start', () => {
  it('accepts the required version and newer ones', () => {
    for (const version of ['20.19.0', '20.20.2', '22.1.0', 'v24.0.0']) expect(nodeVersionProblem(version)).toBeNull();
  });
  it('stops an older Node with one sentence that says what to do', () => {
    expect(nodeVersionProblem('20.18.1')).toBe(
      'Trilha needs Node 20.19 or newer; this is Node 20.18.1. Install a newer Node and run npm start again.',
    );
    expect(nodeVersionProblem('18.20.0')).toMatch(/^Trilha needs Node 20\.19 or newer/);
  });
  it('asks for what package.json declares (scripts/start.mjs reads it from there)', () => {
    const root = JSON.parse(readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8'));
    expect(root.engines.node).toBe(`>=${REQUIRED_NODE.join('.')}`);
  });
});
