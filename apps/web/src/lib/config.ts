/** Browser configuration, injected by the API into index.html (nothing secret). */
export interface ClientConfig {
  routerMode: 'history' | 'hash';
  mapboxToken: string | null;
  mapStyleUrl: string | null;
  billHelpUrl: string;
  testCheckout: boolean;
  /** Development pages such as /dev/form-kit (never in production). */
  devPages: boolean;
}

declare global {
  interface Window {
    __FP_CONFIG__?: Partial<ClientConfig>;
  }
}

const DEFAULTS: ClientConfig = {
  routerMode: 'history',
  mapboxToken: null,
  mapStyleUrl: null,
  billHelpUrl: 'https://www.consumerfinance.gov/consumer-tools/medical-debt/',
  testCheckout: true,
  // Without the server's word (Vite's dev server), the build mode decides.
  devPages: import.meta.env.DEV,
};

export const config: ClientConfig = {
  ...DEFAULTS,
  ...(typeof window !== 'undefined' ? window.__FP_CONFIG__ : {}),
};
