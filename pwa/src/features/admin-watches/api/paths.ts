/** The watch endpoints the admin screen and the alert check call. */
export const WATCHES_API_PATH = '/api/watches';
export const ALERTS_API_PATH = '/api/alerts';
