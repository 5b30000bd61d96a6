import { createBrowserRouter } from 'react-router';
import { registerRouteTable } from '../lib/routing/route-table.ts';
import { domainRoutes } from './domains.ts';
import { assembleRoutes } from './routes.tsx';

const routes = assembleRoutes(domainRoutes);
registerRouteTable(routes);

export const router = createBrowserRouter(routes);
