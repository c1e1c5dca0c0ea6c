import type { AlertRecord, WatchRecord } from '../store/db-schema.ts';

/** Where an alert's links lead, under the origin the admin reached the app at. */
export function alertLinks(appOrigin: string, alert: Pick<AlertRecord, 'analysisId' | 'previousAnalysisId'>) {
  return {
    reportUrl: `${appOrigin}/results/${alert.analysisId}`,
    changesUrl: `${appOrigin}/api/analysis/${alert.analysisId}/changes`,
    compareUrl: `${appOrigin}/compare?ids=${alert.previousAnalysisId},${alert.analysisId}`,
  };
}

/** The watch's Atom feed; its key is the only thing protecting it. */
export function feedUrlOf(watch: Pick<WatchRecord, 'id' | 'feedKey' | 'appOrigin'>): string {
  return `${watch.appOrigin}/api/watches/${watch.id}/feed.atom?key=${encodeURIComponent(watch.feedKey)}`;
}
