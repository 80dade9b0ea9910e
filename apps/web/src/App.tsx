import { ApolloProvider } from '@apollo/client/react';
import { useMemo } from 'react';
import { createApolloClient } from './lib/apollo';
import { config } from './lib/config';
import { FirstAnswerProvider, type FirstAnswer } from './lib/first-answer';
import { RouterProvider } from './router/Router';
import { RouteView, type LoadedScreen } from './router/RouteView';
import { Layout } from './components/Layout';
import { SCREENS, TEMPLATES } from './routes';
import { ENGLISH, IntlRoot, type IntlSetup } from './i18n/intl';

export interface AppProps {
  /** The page's first answer (lib/first-answer.tsx), when the server resolved one. */
  firstAnswer?: FirstAnswer | null;
  /** The screen the server rendered, its code already loaded. */
  initialScreen?: LoadedScreen;
  /** The address, when rendering on the server. */
  location?: { pathname: string; search: string };
  /** The page's language and its messages (English when not given). */
  intl?: IntlSetup;
}

export function App({ firstAnswer = null, initialScreen, location, intl = ENGLISH }: AppProps) {
  // The page's token (firstAnswer.token) goes into the cache when a screen first reads it (lib/auth.ts).
  // A page whose server filled Apollo's cache (lib/first-answer.tsx CachedFirstAnswer) starts from it.
  const client = useMemo(
    () => createApolloClient(firstAnswer && 'cache' in firstAnswer ? firstAnswer.cache : undefined),
    // Made once: the first answer is the page's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  return (
    <IntlRoot intl={intl}>
      <ApolloProvider client={client}>
        <FirstAnswerProvider value={firstAnswer}>
          <RouterProvider templates={TEMPLATES} mode={config.routerMode} location={location}>
            <Layout>
              <RouteView screens={SCREENS} initial={initialScreen} />
            </Layout>
          </RouterProvider>
        </FirstAnswerProvider>
      </ApolloProvider>
    </IntlRoot>
  );
}
