import { type ServerResponse } from 'node:http';
import { type AssetManifest } from './assets';

/**
 * 103 Early Hints (RFC 8297): while the page is looked up or rendered, the browser already fetches the
 * stylesheet and the boot module every page needs. Sent on page GETs by the fast path and by Express, to a
 * browser navigating (Sec-Fetch-Mode: navigate) only: other clients gain nothing, and some HTTP/1.1 clients
 * (load generators among them) misread an interim response.
 */
export function earlyHints(assets: AssetManifest): (res: ServerResponse) => void {
  const link = [`<${assets.css}>; rel=preload; as=style`, `<${assets.entry}>; rel=modulepreload`];
  return (res) => {
    if (res.req.headers['sec-fetch-mode'] !== 'navigate') return;
    // 1xx answers are not for HTTP/1.0.
    if (res.req.httpVersionMinor === 0 && res.req.httpVersionMajor === 1) return;
    res.writeEarlyHints({ link });
  };
}
