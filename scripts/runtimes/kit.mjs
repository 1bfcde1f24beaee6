// The porting kit's JDK fixtures for scripts/runtimes/fixtures.mjs: HttpCookie, CookiePolicy,
// CookieManager (spec/fixtures/cookie.json, cookie-manager.json, peers-cookie.json) and
// InetSocketAddress (inet-socket-address.json, peers-isa.json), answered by the parity's own views
// (scripts/parity/cookie-view.mjs and isa-view.mjs, plain JavaScript, the library passed in), which
// wrote these fixtures: each row at the JDK's clock, a scenario with its headers as a Map and again as
// a plain object.
import { evaluateCookie } from '../parity/cookie-view.mjs';
import { evaluateIsa } from '../parity/isa-view.mjs';

/** The fixtures' checks over `lib` (the built package as loaded), by fixture name: each gives [ours, the JDK's]. */
export function kitChecks(lib) {
  const cookieRow = (c) => {
    if (c.op !== 'scenario') return [evaluateCookie(lib, c, c.expected), c.expected];
    const forms = (answer) => ({ map: answer('map'), object: answer('object') });
    return [forms((form) => evaluateCookie(lib, c, c.expected, form)), forms(() => c.expected)];
  };
  const isaRow = (c) => [evaluateIsa(lib, c), c.expected];
  return {
    // spec/cookie.spec.ts
    cookie: cookieRow,
    // spec/cookie-manager.spec.ts
    'cookie-manager': cookieRow,
    // spec/inet-socket-address.spec.ts
    'inet-socket-address': isaRow,
    // spec/peers.spec.ts
    'peers-cookie': cookieRow,
    'peers-isa': isaRow,
  };
}
