import type { RuntimeCommit, RuntimeState, ScormStandard } from '@trilha/contract';

/** A call of the package's API as the frame's bridge hands it over (the server injects the bridge into its pages). */
export interface BridgeCall {
  method: string;
  args: string[];
}

/** The runtime calls the player acts on; reads are answered inside the frame, from the saved data. */
const CALLS: Record<ScormStandard, { start: string; set: string; commit: string[] }> = {
  scorm12: { start: 'LMSInitialize', set: 'LMSSetValue', commit: ['LMSCommit', 'LMSFinish'] },
  scorm2004: { start: 'Initialize', set: 'SetValue', commit: ['Commit', 'Terminate'] },
};

/** A message from the player's frame, when it is one of the bridge's. */
export function bridgeCallOf(data: unknown): BridgeCall | null {
  if (!data || typeof data !== 'object') return null;
  const { trilhaScorm, method, args } = data as Record<string, unknown>;
  if (trilhaScorm !== 1 || typeof method !== 'string' || !Array.isArray(args)) return null;
  return { method, args: args.slice(0, 2).map(String) };
}

interface ScormRuntime {
  loadFromJSON(json: Record<string, unknown>, element?: string): void;
  renderCMIToJSONObject(): Record<string, unknown>;
  [method: string]: unknown;
}

/** The global names a SCORM package looks for its runtime under. */
const GLOBAL_NAME: Record<ScormStandard, 'API' | 'API_1484_11'> = { scorm12: 'API', scorm2004: 'API_1484_11' };

/**
 * scorm-again's runtime for one opening of a package: loaded with the person's saved data, set on this window as
 * `API` (1.2) or `API_1484_11` (2004) where a package of this origin would look for it, and fed the calls the frame's
 * bridge hands over. It validates every value; a commit or the end of the session sends its data model to `save`.
 * `stop` takes it off the window.
 */
export async function startRuntime(state: RuntimeState, save: (commit: RuntimeCommit) => void) {
  const { Scorm12API, Scorm2004API } = await import('scorm-again');
  const settings = { autocommit: false, logLevel: 5 as const };
  const runtime = (state.standard === 'scorm12' ? new Scorm12API(settings) : new Scorm2004API(settings)) as unknown as ScormRuntime;
  if (Object.keys(state.cmi).length > 0) runtime.loadFromJSON(state.cmi, '');
  const name = GLOBAL_NAME[state.standard];
  const host = window as unknown as Record<string, unknown>;
  host[name] = runtime;
  const calls = CALLS[state.standard];
  const invoke = (method: string, ...args: string[]) => (runtime[method] as (...a: string[]) => unknown).apply(runtime, args);
  return {
    handle({ method, args }: BridgeCall) {
      if (method === calls.start) invoke(method, '');
      else if (method === calls.set) invoke(method, args[0] ?? '', args[1] ?? '');
      else if (calls.commit.includes(method)) {
        const rendered = runtime.renderCMIToJSONObject();
        const cmi = (rendered.cmi ?? rendered) as Record<string, unknown>;
        save({ standard: state.standard, cmi });
      }
    },
    stop() {
      if (host[name] === runtime) delete host[name];
    },
  };
}
