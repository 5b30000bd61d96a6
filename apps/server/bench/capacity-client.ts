// The load side of `npm run bench:capacity`, in a process of its own so that what it spends is never counted as the
// server's CPU. The bench forks it once and sends it plans over the IPC channel: flows, each a few requests in order,
// run `concurrency` at a time against the server; it answers each plan with what came back. A step's path and body may
// name `{id}`: the `id` of the flow's first answer (the application a candidate just started). The bench imports only
// its types (`import type`), so nothing here runs but in the child.

export interface Step {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
}

export interface Plan {
  base: string;
  concurrency: number;
  flows: Step[][];
}

export interface ClientResult {
  flows: number;
  requests: number;
  /** answers by status code */
  statuses: Record<string, number>;
  /** the first few answers outside 2xx, with their path and body */
  failures: string[];
  seconds: number;
}

const fill = (text: string, id: string) => text.replaceAll('{id}', id);

async function runFlow(plan: Plan, flow: Step[], result: ClientResult) {
  let id = '';
  for (const step of flow) {
    const headers: Record<string, string> = { ...step.headers };
    if (step.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${plan.base}${fill(step.path, id)}`, {
      method: step.method,
      headers,
      body: step.body === undefined ? undefined : fill(JSON.stringify(step.body), id),
    });
    const text = await response.text();
    result.requests += 1;
    result.statuses[response.status] = (result.statuses[response.status] ?? 0) + 1;
    if (response.status >= 300) {
      if (result.failures.length < 5)
        result.failures.push(`${step.method} ${fill(step.path, id)} ${response.status}: ${text.slice(0, 300)}`);
      return; // the flow's next steps need this one
    }
    if (!id && response.headers.get('content-type')?.includes('json')) id = (JSON.parse(text) as { id?: string }).id ?? '';
  }
}

async function run(plan: Plan): Promise<ClientResult> {
  const result: ClientResult = { flows: plan.flows.length, requests: 0, statuses: {}, failures: [], seconds: 0 };
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < plan.flows.length) await runFlow(plan, plan.flows[next++]!, result);
  };
  await Promise.all(Array.from({ length: Math.max(1, plan.concurrency) }, worker));
  result.seconds = (performance.now() - started) / 1000;
  return result;
}

process.on('message', (plan: Plan) => {
  void run(plan).then((result) => process.send?.(result));
});
// ready: the bench sends the first plan once the loader and this file are in
process.send?.('ready');
