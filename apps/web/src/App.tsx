import { ApolloProvider } from '@apollo/client/react';
import { useMemo } from 'react';
import { createApolloClient } from './lib/apollo';
import { config } from './lib/config';
import { TokenQuery } from './lib/auth';
import { FirstAnswerProvider, type FirstAnswer } from './lib/first-answer';
import { RouterProvider } from './router/Router';
import { RouteView, type LoadedScreen } from './router/RouteView';
import { Layout } from './components/Layout';
import { SCREENS, TEMPLATES } from './routes';

export interface AppProps {
  /** The page's first answer (lib/first-answer.tsx), when the server resolved one. */
  firstAnswer?: FirstAnswer | null;
  /** The screen the server rendered, its code already loaded. */
  initialScreen?: LoadedScreen;
  /** The address, when rendering on the server. */
  location?: { pathname: string; search: string };
}

export function App({ firstAnswer = null, initialScreen, location }: AppProps) {
  const client = useMemo(() => {
    const c = createApolloClient();
    // The visitor's token as the server answered it: the header shows the same account state at once.
    if (firstAnswer) c.writeQuery({ query: TokenQuery, data: firstAnswer.token });
    return c;
  }, [firstAnswer]);
  return (
    <ApolloProvider client={client}>
      <FirstAnswerProvider value={firstAnswer}>
        <RouterProvider templates={TEMPLATES} mode={config.routerMode} location={location}>
          <Layout>
            <RouteView screens={SCREENS} initial={initialScreen} />
          </Layout>
        </RouterProvider>
      </FirstAnswerProvider>
    </ApolloProvider>
  );
}
