import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for these options, computed once: for answers that need no per-response
 * nonce (the JSON API), so no request pays for building them again.
 */
export function staticSecurityHeaders(options: HelmetOptions & { enableCSPNonces?: boolean }) {
  const { enableCSPNonces: _nonces, ...helmetOptions } = options;
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader() {},
    getHeader: () => undefined,
  };
  helmet(helmetOptions)({} as never, response as never, () => {});
  return headers;
}
