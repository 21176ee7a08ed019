import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OfflineBanner } from '../../../src/features/network/offline-banner';
import type { ConnectionStore } from '../../../src/features/network/online-status';

const store = (online: boolean): ConnectionStore => ({ subscribe: () => () => {}, isOnline: () => online });

describe('OfflineBanner', () => {
  it('should say the worker is offline and the data is kept › when offline', () => {
    const html = renderToStaticMarkup(<OfflineBanner store={store(false)} />);
    expect(html).toMatch(/^<div role="status"><p [^>]*>Você está sem internet\. Seus dados estão guardados/);
  });

  it('should leave only the empty live region › when online', () => {
    expect(renderToStaticMarkup(<OfflineBanner store={store(true)} />)).toBe('<div role="status"></div>');
  });
});
