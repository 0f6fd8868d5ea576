import { describe, expect, it } from 'vitest';
import { laterNamespaces, pageNamespaces } from '@/app/router';

describe('the messages a page waits for', () => {
  it('gives shop pages the shop messages, with nothing left for later', () => {
    expect(pageNamespaces('pages/index/VanityNumber/index')).toEqual(['shop']);
    expect(laterNamespaces('pages/index/index')).toEqual([]);
  });

  it('gives card pages all three card namespaces', () => {
    for (const path of ['pages/iot/index/balance/index', 'pages-sub/iot/packageDetails/index']) {
      expect(pageNamespaces(path)).toEqual(['iot', 'iotServices']);
      expect(laterNamespaces(path)).toEqual([]);
    }
  });

  it('lets the card home wait for its own messages only and fetch the services’ later', () => {
    expect(pageNamespaces('pages/iot/index/index')).toEqual(['iot']);
    expect(laterNamespaces('pages/iot/index/index')).toEqual(['iotServices']);
  });
});
