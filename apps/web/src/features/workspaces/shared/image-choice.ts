/** What the user picked for a workspace image before saving. */
export type ImageChoice =
  | { kind: 'keep' }
  | { kind: 'sample'; url: string }
  | { kind: 'file'; file: File; preview: string }
  | { kind: 'remove' };

export const KEEP: ImageChoice = { kind: 'keep' };

/** The picture to show for a choice, given the workspace's current one. */
export function previewOf(choice: ImageChoice, current: string | null): string | null {
  if (choice.kind === 'sample') return choice.url;
  if (choice.kind === 'file') return choice.preview;
  if (choice.kind === 'remove') return null;
  return current;
}

const FIELDS = {
  image: { file: 'image', url: 'imageUrl', remove: 'removeImage' },
  cover: { file: 'coverImage', url: 'coverImageUrl', remove: 'removeCoverImage' },
} as const;

/** Adds a choice to the multipart body of POST /v1/workspaces/:id (files as image/coverImage, samples as URLs). */
export function appendImage(form: FormData, which: keyof typeof FIELDS, choice: ImageChoice): void {
  const names = FIELDS[which];
  if (choice.kind === 'sample') form.append(names.url, choice.url);
  if (choice.kind === 'file') form.append(names.file, choice.file, choice.file.name);
  if (choice.kind === 'remove') form.append(names.remove, 'true');
}
