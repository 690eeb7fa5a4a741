/** Asks the server for `url` as a new document: it knows the routes in force now. */
export const loadDocument = (url: string): void => window.location.assign(url);
