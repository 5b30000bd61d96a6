import { describe, expect, it } from 'vitest';
import { appendImage, KEEP, previewOf } from './image-choice.ts';

describe('image choices', () => {
  const file = new File(['x'], 'logo.png', { type: 'image/png' });

  it('previews the chosen picture, or the current one when kept', () => {
    expect(previewOf(KEEP, '/current.png')).toBe('/current.png');
    expect(previewOf({ kind: 'sample', url: '/sample.svg' }, '/current.png')).toBe('/sample.svg');
    expect(previewOf({ kind: 'remove' }, '/current.png')).toBeNull();
  });

  it('writes the multipart fields of POST /v1/workspaces/:id', () => {
    const form = new FormData();
    appendImage(form, 'image', { kind: 'sample', url: '/sample.svg' });
    appendImage(form, 'cover', { kind: 'file', file, preview: 'blob:x' });
    expect(form.get('imageUrl')).toBe('/sample.svg');
    expect((form.get('coverImage') as File).name).toBe('logo.png');
    const removed = new FormData();
    appendImage(removed, 'cover', { kind: 'remove' });
    appendImage(removed, 'image', KEEP);
    expect([...removed.keys()]).toEqual(['removeCoverImage']);
  });
});
