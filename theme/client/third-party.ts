// Analytics and tag manager, only when the site configures them.
import type { PageData } from '../shared/page-data.js';

export function initThirdParty(data: Pick<PageData, 'analytics' | 'tagManager'>): void {
  if (data.analytics) {
    const s = document.createElement('script');
    s.async = true;
    s.src = `${data.analytics.scriptPath}?id=${encodeURIComponent(data.analytics.trackingId)}`;
    s.onerror = () =>
      console.info('docsgen: the analytics script did not load; an ad blocker may be blocking it. The site works without it.');
    document.head.append(s);
  }
  const gtm = data.tagManager?.containerId;
  if (gtm) {
    (window as unknown as { dataLayer: unknown[] }).dataLayer = [{ 'gtm.start': Date.now(), event: 'gtm.js' }];
    const s = document.createElement('script');
    s.async = true;
    s.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtm)}`;
    document.head.append(s);
  }
}
