/** How the app was opened: the launch path and its query (sent as App-Show-Options). */
export interface AppShowOptions {
  path: string;
  query: Record<string, string>;
  /** Referrer or scene, '' on the web. */
  scene?: string;
}

/** The show options of a landing address (the early calls send the same before the launch). */
export function launchShowOptions(path: string, query: Record<string, string>): AppShowOptions {
  return { path, query, scene: '' };
}
