// Upload helpers of the API tests: multipart bodies and small real images.

/** A multipart body as app.inject takes it, built by the platform's own FormData. */
export async function multipart(fields: Record<string, string>, files: Record<string, { data: Buffer; name: string; type: string }> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, file] of Object.entries(files)) form.append(name, new Blob([file.data], { type: file.type }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

/** The smallest valid PNG: one transparent pixel. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
