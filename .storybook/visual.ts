/** Shared between the preview (which knows the story) and the Vitest setup (which takes the shot). */
export interface VisualRequest {
  /** False when a story opts out with `parameters.visual = false` (e.g. a live video). */
  enabled: boolean;
}

declare global {
  var __shopVisual: VisualRequest | undefined;
}

export function requestVisual(request: VisualRequest): void {
  globalThis.__shopVisual = request;
}

export function takeVisualRequest(): VisualRequest | undefined {
  const request = globalThis.__shopVisual;
  globalThis.__shopVisual = undefined;
  return request;
}
