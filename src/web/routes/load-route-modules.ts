import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the `lazy` modules of the routes matching `pathname` and puts what they export on the
 * route objects, before the router is created. The first render then needs no loading: the
 * server-rendered HTML is hydrated at once instead of being replaced by a loading state (React
 * Router's documented way to hydrate lazy routes).
 */
export async function loadMatchedRouteModules(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const { lazy } = route;
      if (typeof lazy !== 'function') return;
      const routeModule = await lazy();
      Object.assign(route, routeModule, { lazy: undefined });
    }),
  );
}
