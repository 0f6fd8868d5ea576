/**
 * The answers' schemas and the endpoints' declarations, started on their own: the entry
 * (./boot.ts) imports this module after the libraries and before the app's other foundations
 * (./base.ts), each in a task of its own. The build puts it in the `app-schemas` file with those
 * of the first load's declarations, domain rules and field kinds, which import nothing of the app
 * but one another (vite.config.ts); importing it evaluates that file. It names none of them
 * itself: a declaration only another page uses stays with that page.
 */
export {};
