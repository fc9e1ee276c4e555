import { requestNonce } from '@/lib/seo/request';
import { earlyPressScript } from './earlyPress';

/** The inline script that keeps presses made before hydration (`recordEarlyPresses`), with the page's CSP nonce. */
export async function EarlyPressRecorder() {
  const nonce = await requestNonce();
  return (
    <script
      nonce={nonce}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own constant source text, no data in it
      dangerouslySetInnerHTML={{ __html: earlyPressScript }}
    />
  );
}
