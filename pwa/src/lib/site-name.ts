/** The report title's naming rule lives in engine/contract: the PDF print view names sites the same way. */
export { displaySiteName, siteHost } from '../../../engine/contract/site-name.ts';
