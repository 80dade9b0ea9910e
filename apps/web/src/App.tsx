import { ApolloProvider } from '@apollo/client/react';
import { useMemo } from 'react';
import { createApolloClient } from './lib/apollo';
import { config } from './lib/config';
import { RouterProvider } from './router/Router';
import { RouteView } from './router/RouteView';
import { Layout } from './components/Layout';
import { SCREENS, TEMPLATES } from './routes';

export function App() {
  const client = useMemo(() => createApolloClient(), []);
  return (
    <ApolloProvider client={client}>
      <RouterProvider templates={TEMPLATES} mode={config.routerMode}>
        <Layout>
          <RouteView screens={SCREENS} />
        </Layout>
      </RouterProvider>
    </ApolloProvider>
  );
}
