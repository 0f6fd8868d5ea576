/** How the app was opened, as the launch records it and App-Show-Options sends it. */
export interface LaunchShowOptions {
  path: string;
  query: Record<string, string>;
  /** Referrer or scene, '' on the web. */
  scene: string;
}

/** The show options of a landing address (the early file sends the same before the launch). */
export function launchShowOptions(path: string, query: Record<string, string>): LaunchShowOptions {
  return { path, query, scene: '' };
}
